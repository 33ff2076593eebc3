/**
 * Build manifest as the server reads it (written by esbuild.config.ts) and the React context that carries
 * it to the Island component, so islands on the first screen get a modulepreload hint in <head>.
 */
import { createContext, useContext } from "react";

export type Manifest = {
  entry: string;
  css: string[];
  islands: Record<string, string>;
  fonts: string[];
  metafile: string;
};

export type Assets = Manifest & { inlineCss: string };

export const emptyAssets: Assets = {
  entry: "",
  css: [],
  islands: {},
  fonts: [],
  metafile: "",
  inlineCss: "",
};

const AssetsContext = createContext<Assets>(emptyAssets);
export const AssetsProvider = AssetsContext.Provider;
export function useAssets(): Assets {
  return useContext(AssetsContext);
}
