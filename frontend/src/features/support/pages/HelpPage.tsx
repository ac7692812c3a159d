import { useMemo, useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { HELP_MESSAGES } from '@coachcore/domain';
import { PageHeader } from '../../../components/PageHeader';
import { ContactSupportDialog, type SupportDraft } from '../components/ContactSupportDialog';
import { HelpArticleView } from '../components/help/HelpArticleView';
import { HelpCategoryGrid } from '../components/help/HelpCategoryGrid';
import { HelpCategoryView } from '../components/help/HelpCategoryView';
import { useHelpLocation } from '../hooks/useHelpLocation';
import { HelpPopularArticles } from '../components/help/HelpPopularArticles';
import { HelpSearchField } from '../components/help/HelpSearchField';
import { HelpSearchResults } from '../components/help/HelpSearchResults';
import { HelpSupportCards } from '../components/help/HelpSupportCards';
import { MySupportRequests } from '../components/MySupportRequests';

type Contact = { kind: 'support' } | { kind: 'content'; q: string };

/**
 * The Help Center (/help): search, popular articles, the ten categories, a category's articles with a back link, an
 * article with its duration, video flag and steps; Contact Support and Request Help Content open a support request,
 * which the business follows in My support requests.
 */
export function HelpPage() {
  const location = useHelpLocation();
  const [contact, setContact] = useState<Contact | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const draft = useMemo<SupportDraft | undefined>(
    () =>
      contact?.kind === 'content'
        ? {
            subject: contact.q ? `Help article request: ${contact.q}`.slice(0, 200) : 'Help article request',
            category: 'feature_request',
            message: contact.q ? `I searched the Help Center for “${contact.q}” and found no article about it. I was looking for: ` : '',
          }
        : undefined,
    [contact],
  );

  let main: ReactNode;
  if (location.article) {
    main = <HelpArticleView slug={location.article} from={location.category} searched={!!location.q} onBack={location.back} />;
  } else if (location.q) {
    main = (
      <HelpSearchResults
        key={location.q}
        q={location.q}
        onOpen={location.openArticle}
        onBack={location.back}
        onRequestContent={() => setContact({ kind: 'content', q: location.q })}
      />
    );
  } else if (location.category) {
    main = <HelpCategoryView key={location.category} category={location.category} onOpen={location.openArticle} onBack={location.back} />;
  } else {
    main = (
      <>
        <HelpPopularArticles onOpen={location.openArticle} />
        <HelpCategoryGrid onOpen={location.openCategory} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Help Center" subtitle="Guides for every part of CoachCore, and help from our team" />
      <Stack spacing={3}>
        {!location.article && <HelpSearchField value={location.q} onSearch={location.search} />}
        {main}
        <HelpSupportCards onContact={() => setContact({ kind: 'support' })} onRequestContent={() => setContact({ kind: 'content', q: location.q })} />
        <MySupportRequests selected={selected} onSelect={setSelected} />
      </Stack>
      <ContactSupportDialog
        open={!!contact}
        onClose={() => setContact(null)}
        onOpened={setSelected}
        draft={draft}
        title={contact?.kind === 'content' ? HELP_MESSAGES.requestContent : undefined}
      />
    </>
  );
}
