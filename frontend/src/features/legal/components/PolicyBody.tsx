import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PolicyBlock, PolicySection } from '../content/policies';
import { CookieTable } from './CookieTable';

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <Typography sx={{ mb: 2 }}>{block}</Typography>;
  if ('cookieTable' in block) return <CookieTable />;
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 1 } }}>
      {block.list.map((item) => (
        <Typography component="li" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** The sections of a policy, each under an h2. */
export function PolicyBody({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 4 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600, mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </Box>
      ))}
    </>
  );
}
