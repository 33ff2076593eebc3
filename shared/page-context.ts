import { createContext, useContext } from "react";

/** Per-render facts the server knows and the page needs: the year for the copyright line. */
export type PageContext = { year: number };

const Context = createContext<PageContext>({ year: new Date().getFullYear() });
export const PageContextProvider = Context.Provider;
export function usePageContext(): PageContext {
  return useContext(Context);
}
