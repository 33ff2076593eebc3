/**
 * The lead store from the command line: `npm run outbox -- list [--show] [--all]`, `npm run outbox -- retry`,
 * `npm run outbox -- forget EMAIL`. Built to dist/outbox.js too (esbuild.config.ts), so the Docker image runs
 * `node dist/outbox.js list` without tsx. Reads the same environment as the server (DATA_DIR,
 * CONTACT_OUTBOX, CONTACT_ACCESS_KEY, CONTACT_RELAY_URL).
 */
import { runOutboxCli } from "../server/contact/outbox-cli";

process.exitCode = await runOutboxCli(process.argv.slice(2), process.env, console);
