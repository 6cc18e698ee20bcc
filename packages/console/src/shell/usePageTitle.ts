import { useEffect } from 'react';

export const PRODUCT_TITLE = 'Sift';

/** Appends the page title to the document title and resets it to the product name on leaving (1-shell.md §2.3). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} - ${PRODUCT_TITLE}`;
    return () => {
      document.title = PRODUCT_TITLE;
    };
  }, [title]);
}
