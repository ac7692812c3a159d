import type { RouteDef } from '@coachcore/domain';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { PAGE_TEXTS } from '../page-texts';

/** The screen of a workspace route: its title and what it holds so far. */
export function WorkspacePage({ route }: { route: RouteDef }) {
  const text = PAGE_TEXTS[route.path];
  return (
    <>
      <PageHeader title={route.title} subtitle={text?.subtitle} />
      {text && <EmptyState text={text.empty} />}
    </>
  );
}
