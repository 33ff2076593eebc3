/**
 * Types for the two packages the scripts use that ship none: only what the scripts call.
 */
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      preserveNameIds?: number[];
      variationAxes?: Record<string, Axis>;
    },
  ): Promise<Buffer>;
}

declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path?: string }[];
  };
  type Histogram = { average: number; total: number; p99: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
