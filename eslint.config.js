import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import react from "eslint-plugin-react";
import globals from "globals";

/** scripts/ holds the dev tools (tests, audits, benchmarks): server/, shared/ and client/ never import it. */
const SCRIPTS_ONLY = {
  group: ["**/scripts/**", "../scripts/*"],
  message: "scripts/ is dev tooling, not production",
};

/** the props that carry a section's copy (PageHero, SectionHeader, cards) */
const COPY_PROPS = "/^(title|eyebrow|lede|description)$/";
/** a string in the attribute of a tag nested in such a prop (an href in a lede's link) is not copy */
const NESTED = "JSXAttribute JSXAttribute *";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "public", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // type information for the type-checked rules below, from tsconfig.json (the .js config files
      // outside it get a default project)
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "*.mjs"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // typescript-eslint's type-checked rules for the mistakes the compiler lets through: a promise
      // nobody awaits or catches, an async function where a void callback is expected, awaiting a
      // non-promise, an assertion the types already guarantee, throwing or rejecting with a non-Error
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/only-throw-error": [
        "error",
        // react-router's loaders throw a Response (a 404 or a redirect) by design
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
      "@typescript-eslint/prefer-promise-reject-errors": "error",
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // the plain JavaScript fixtures (a fake built asset, the share-image thread's failure stand-ins) are
    // outside tsconfig.json: linted without type information
    files: ["tests/fixtures/**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Production code (what the image runs) never imports the dev tools in scripts/.
    files: ["server/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [SCRIPTS_ONLY] }],
    },
  },
  {
    // Browser code must never pull in server-only modules (config secrets, content API, relay), nor
    // scripts/ (the rule above, repeated: a file's later block replaces the rule's options).
    files: ["client/**", "shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "../server/*"], message: "server/ is Node-only" },
            SCRIPTS_ONLY,
          ],
        },
      ],
    },
  },
  {
    // Words a visitor reads come from the content records (shared/content/, the tools' in shared/content/tools/), never from
    // JSX: a text child, or a string or template in braces, is an error unless allowed here
    // (docs/decisions/0037-copy-checked-by-eslint.md). Allowed: punctuation between values, and the curly
    // quotes around a quotation. Not checked: the tools' kit and the three tool islands, whose words are
    // the labels of their own controls (Next, Export data).
    files: ["shared/**/*.tsx"],
    ignores: [
      "shared/components/tools/**",
      "shared/features/client-intake/**",
      "shared/features/ppc-guide/**",
      "shared/features/seo-checklist/**",
    ],
    plugins: { react },
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ["·", ":", ",", ".", "-", "&ldquo;", "&rdquo;"],
        },
      ],
    },
  },
  {
    // The props that carry a section's copy (title, eyebrow, lede, description), in every page, the tool
    // islands' included: a word in a string or template given to one is an error.
    files: ["shared/**/*.tsx"],
    ignores: ["shared/components/tools/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `JSXAttribute[name.name=${COPY_PROPS}] Literal[value=/[A-Za-z]{2}/]:not(${NESTED})`,
          message: "copy comes from the content records, not a string in JSX",
        },
        {
          selector: `JSXAttribute[name.name=${COPY_PROPS}] TemplateElement[value.raw=/[A-Za-z]{2}/]:not(${NESTED})`,
          message: "copy comes from the content records, not a string in JSX",
        },
      ],
    },
  },
  {
    // every browser test takes `test` from e2e/fixtures.ts, whose check fails it on a console error
    files: ["e2e/**"],
    ignores: ["e2e/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              allowTypeImports: true,
              message: "import test and expect from ./fixtures (its console-error check)",
            },
          ],
        },
      ],
    },
  },
);
