import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HELP_CATEGORIES, type HelpCategory } from '@coachcore/domain';

/**
 * Where the reader is in the Help Center, kept in the address (`?q=`, `?category=`, `?article=`), so the browser's
 * Back button and a shared link land on the same view.
 */
export function useHelpLocation() {
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category = (HELP_CATEGORIES as readonly string[]).includes(rawCategory ?? '') ? (rawCategory as HelpCategory) : null;
  const article = params.get('article');
  const q = params.get('q') ?? '';

  const go = useCallback(
    (next: { category?: HelpCategory | null; article?: string | null; q?: string }, replace = false) => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (next.category) search.set('category', next.category);
      if (next.article) search.set('article', next.article);
      setParams(search, { replace });
    },
    [setParams],
  );

  return {
    category,
    article,
    q,
    openCategory: (id: HelpCategory) => go({ category: id }),
    openArticle: (slug: string) => go({ category, q, article: slug }),
    /** Back from an article to where it was opened (its category or the search), or from a category home. */
    back: () => go(article ? { category, q } : {}),
    search: (text: string) => go({ q: text }, true),
  };
}
