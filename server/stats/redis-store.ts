/**
 * The daily totals in Redis (REDIS_URL): every process of every replica and host adds its batches here, so
 * the owner's page reads one set of figures. One hash per day (`stats:v1:DAY`, fields `table TAB counter
 * TAB key`, counters v views, s visits, l leads, f folded, q first-seen order) and one sorted set per
 * capped table and day (`stats:v1:DAY:rank:TABLE`, by weight). A batch is one Lua script, so it is added
 * whole and the cap is applied at once: past MAX_KEYS_PER_DAY keys the smallest (of equal ones the last
 * seen) are summed into "(other)". Each day's keys expire STATS_RETENTION_DAYS after the day. The totals
 * last as long as Redis keeps its data: run it with persistence (appendonly) on a volume (DEPLOY.md).
 */
import { createClient } from "redis";
import {
  CAPPED_DIMENSIONS,
  MAX_KEYS_PER_DAY,
  OTHER,
  type CountsStore,
  type Delta,
  type Dimension,
  type StoredCounts,
  type StoredDay,
  type StoredRow,
} from "./counts";
import { addDays, eachDay } from "./day";
import { DAILY_DIMENSIONS } from "./sqlite-counts";

const PREFIX = "stats:v1:";
/** The longest a batch or a read may wait on Redis. */
const ADD_TIMEOUT_MS = 2_000;
const READ_TIMEOUT_MS = 10_000;

/**
 * ARGV: max keys, then per day: day, expire-at (unix seconds), delta count, then per delta: table, capped
 * (1/0), key, views, visits, leads, folded.
 */
const ADD_SCRIPT = `
local max = tonumber(ARGV[1])
local prefix = ARGV[2]
local i = 3
while i <= #ARGV do
  local day, expireAt, n = ARGV[i], ARGV[i + 1], tonumber(ARGV[i + 2])
  i = i + 3
  local hash = prefix .. day
  local touched = {}
  for _ = 1, n do
    local dim, capped, key = ARGV[i], ARGV[i + 1], ARGV[i + 2]
    local function field(c) return dim .. '\\t' .. c .. '\\t' .. key end
    local v = redis.call('HINCRBY', hash, field('v'), ARGV[i + 3])
    local s = redis.call('HINCRBY', hash, field('s'), ARGV[i + 4])
    local l = redis.call('HINCRBY', hash, field('l'), ARGV[i + 5])
    if tonumber(ARGV[i + 6]) ~= 0 then redis.call('HINCRBY', hash, field('f'), ARGV[i + 6]) end
    i = i + 7
    if capped == '1' and key ~= '${OTHER}' then
      if redis.call('HEXISTS', hash, field('q')) == 0 then
        redis.call('HSET', hash, field('q'), redis.call('HINCRBY', hash, '\\tseq', 1))
      end
      local rank = hash .. ':rank:' .. dim
      redis.call('ZADD', rank, l * 1e10 + math.min(s, 99999) * 1e5 + math.min(v, 99999), key)
      touched[dim] = true
    end
  end
  for dim in pairs(touched) do
    local rank = hash .. ':rank:' .. dim
    local count = redis.call('ZCARD', rank)
    if count > max then
      local excess = count - max
      local edge = redis.call('ZRANGE', rank, excess - 1, excess - 1, 'WITHSCORES')
      local low = redis.call('ZRANGEBYSCORE', rank, '-inf', edge[2], 'WITHSCORES')
      local rows = {}
      for j = 1, #low, 2 do
        local q = tonumber(redis.call('HGET', hash, dim .. '\\tq\\t' .. low[j]) or '0')
        rows[#rows + 1] = { key = low[j], score = tonumber(low[j + 1]), q = q }
      end
      table.sort(rows, function(a, b)
        if a.score ~= b.score then return a.score < b.score end
        return a.q > b.q
      end)
      local sum = { v = 0, s = 0, l = 0, f = 0 }
      for j = 1, excess do
        local key = rows[j].key
        for _, c in ipairs({ 'v', 's', 'l', 'f' }) do
          local field = dim .. '\\t' .. c .. '\\t' .. key
          sum[c] = sum[c] + tonumber(redis.call('HGET', hash, field) or '0')
          redis.call('HDEL', hash, field)
        end
        redis.call('HDEL', hash, dim .. '\\tq\\t' .. key)
        redis.call('ZREM', rank, key)
        sum.f = sum.f + 1
      end
      for _, c in ipairs({ 'v', 's', 'l', 'f' }) do
        redis.call('HINCRBY', hash, dim .. '\\t' .. c .. '\\t${OTHER}', sum[c])
      end
    end
    redis.call('EXPIREAT', rank, expireAt)
  end
  redis.call('EXPIREAT', hash, expireAt)
end
return 1
`;

function bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer ${what} within ${ms} ms`)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class RedisStore implements CountsStore {
  readonly description: string;
  private readonly client;

  constructor(
    url: string,
    private readonly options: { retentionDays: number; maxKeys?: number; onError?: (error: Error) => void },
  ) {
    this.description = `Redis at ${new URL(url).host}`;
    // no offline queue: while the connection is down a command fails at once (the batch waits in memory)
    this.client = createClient({ url, disableOfflineQueue: true });
    this.client.on("error", (error: Error) => options.onError?.(error));
    this.client.connect().catch(() => {
      // reported through the "error" listener; the client keeps reconnecting
    });
  }

  /** Waits, at most `ms`, for the connection (a store used right after its start, or after an outage). */
  private async ready(ms: number): Promise<void> {
    if (this.client.isReady) return;
    await bounded(
      new Promise<void>((resolve) => this.client.once("ready", () => resolve())),
      ms,
      "a connection",
    );
  }

  /** The unix time a day's keys expire: the retention after the day's end. */
  private expireAt(day: string): number {
    return Math.floor(Date.parse(`${addDays(day, this.options.retentionDays + 1)}T00:00:00Z`) / 1000);
  }

  async add(batch: Delta[]): Promise<void> {
    if (batch.length === 0) return;
    const byDay = new Map<string, Delta[]>();
    for (const delta of batch) {
      const list = byDay.get(delta.day);
      if (list) list.push(delta);
      else byDay.set(delta.day, [delta]);
    }
    await this.ready(ADD_TIMEOUT_MS);
    const args = [String(this.options.maxKeys ?? MAX_KEYS_PER_DAY), PREFIX];
    for (const [day, deltas] of byDay) {
      args.push(day, String(this.expireAt(day)), String(deltas.length));
      for (const d of deltas)
        args.push(
          d.dim,
          CAPPED_DIMENSIONS.has(d.dim) ? "1" : "0",
          d.key,
          String(d.views),
          String(d.visits),
          String(d.leads),
          String(d.folded),
        );
    }
    await bounded(this.client.sendCommand(["EVAL", ADD_SCRIPT, "0", ...args]), ADD_TIMEOUT_MS, "a batch");
  }

  async read(since: string, until: string): Promise<StoredCounts> {
    await this.ready(READ_TIMEOUT_MS);
    const days = eachDay(since, until);
    const pipeline = this.client.multi();
    for (const day of days) pipeline.hGetAll(`${PREFIX}${day}`);
    const answers = (await bounded(pipeline.execAsPipeline(), READ_TIMEOUT_MS, "a read")) as unknown as Array<
      Record<string, string>
    >;
    const rows = new Map<string, StoredRow>();
    const daily: StoredDay[] = [];
    const counter = { v: "views", s: "visits", l: "leads", f: "folded" } as const;
    answers.forEach((hash, index) => {
      const day = days[index]!;
      const dayRows = new Map<string, StoredDay>();
      for (const [field, value] of Object.entries(hash ?? {})) {
        const first = field.indexOf("\t");
        const second = field.indexOf("\t", first + 1);
        if (first <= 0 || second < 0) continue;
        const dim = field.slice(0, first) as Dimension;
        const c = field.slice(first + 1, second) as keyof typeof counter;
        if (!(c in counter)) continue;
        const key = field.slice(second + 1);
        const id = `${dim}\t${key}`;
        let row = rows.get(id);
        if (!row) rows.set(id, (row = { dim, key, views: 0, visits: 0, leads: 0, folded: 0 }));
        row[counter[c]] += Number(value);
        if (DAILY_DIMENSIONS.includes(dim)) {
          let dayRow = dayRows.get(id);
          if (!dayRow)
            dayRows.set(id, (dayRow = { day, dim, key, views: 0, visits: 0, leads: 0, folded: 0 }));
          dayRow[counter[c]] += Number(value);
        }
      }
      daily.push(...dayRows.values());
    });
    return { rows: [...rows.values()], days: daily };
  }

  /** Days expire in Redis by themselves (EXPIREAT): nothing to delete. */
  async prune(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    if (this.client.isReady) await bounded(this.client.close(), 1_000, "the close").catch(() => undefined);
    if (this.client.isOpen) this.client.destroy();
  }
}
