import { useEffect, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, Card, Container, Heading, Link, Stack, Text } from '@globalhire/ui';
import type { LegalBlock, LegalDocument } from '../../content/legal/document';
import { usePageMeta } from '../../seo/usePageMeta';
import * as styles from './LegalPage.css';

const sectionId = (id: string) => `section-${id}`;

/** Brings a section into view and moves focus to it, so keyboard users continue reading there. */
function goToSection(id: string) {
  const section = document.getElementById(sectionId(id));
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  section.focus({ preventScroll: true });
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  return (
    <ul className={styles.list}>
      {block.list.map((item) => (
        <li key={item}>
          <Text as="div">{item}</Text>
        </li>
      ))}
    </ul>
  );
}

/** Terms, privacy and cookie policies: the effective date, a table of contents and numbered sections. */
export function LegalPage({ document: legal }: { document: LegalDocument }) {
  usePageMeta({ title: legal.title, description: legal.description });
  const location = useLocation();

  // A link to /terms#section-eligibility opens at that section.
  useEffect(() => {
    const id = location.hash.replace(/^#section-/, '');
    if (id && id !== location.hash) goToSection(id);
  }, [location.hash]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${sectionId(id)}`);
    goToSection(id);
  };

  return (
    <Container>
      <Box paddingY={['xxlarge', 'xxxlarge']}>
        <Stack space="xxlarge">
          <Stack space="medium">
            <Heading level={1}>{legal.title}</Heading>
            <Text tone="muted">
              Effective date: <time dateTime={legal.effective.iso}>{legal.effective.text}</time>
            </Text>
            <Text size="large">{legal.intro}</Text>
          </Stack>
          <div className={styles.layout}>
            <nav aria-labelledby="legal-contents-heading" className={styles.contents}>
              <Card tone="sunken">
                <Stack space="medium">
                  <Heading level={4} as="h2" id="legal-contents-heading">
                    Contents
                  </Heading>
                  <ol className={styles.contentsList}>
                    {legal.sections.map((section) => (
                      <li key={section.id}>
                        <Link
                          href={`#${sectionId(section.id)}`}
                          underline="hover"
                          onClick={(event) => jump(event, section.id)}
                        >
                          {section.title}
                        </Link>
                      </li>
                    ))}
                  </ol>
                </Stack>
              </Card>
            </nav>
            <Stack space="xxlarge" className={styles.text}>
              {legal.sections.map((section, index) => (
                <section
                  key={section.id}
                  id={sectionId(section.id)}
                  tabIndex={-1}
                  aria-labelledby={`${sectionId(section.id)}-title`}
                  className={styles.section}
                >
                  <Stack space="medium">
                    <Heading level={3} as="h2" id={`${sectionId(section.id)}-title`}>
                      {index + 1}. {section.title}
                    </Heading>
                    {section.blocks.map((block, blockIndex) => (
                      <Block key={blockIndex} block={block} />
                    ))}
                  </Stack>
                </section>
              ))}
            </Stack>
          </div>
        </Stack>
      </Box>
    </Container>
  );
}
