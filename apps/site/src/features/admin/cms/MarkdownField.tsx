import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Stack, Text, Textarea } from '@globalhire/ui';
import { ArticleBody } from '../../blog/ArticleBody';
import * as styles from './cms.css';

const tabs = ['write', 'preview'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: Record<Tab, string> = { write: 'Write', preview: 'Preview' };

/**
 * The article body in Markdown, with a Preview tab drawn by the same component the public
 * article page uses (ArticleBody), so what the admin previews is what readers get.
 */
export function MarkdownField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [tab, setTab] = useState<Tab>('write');
  const id = useId();
  const tabId = (name: Tab) => `${id}-${name}-tab`;
  const panelId = (name: Tab) => `${id}-${name}-panel`;
  // Arrow keys move between the two tabs, as a tab list does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'write' ? 'preview' : 'write';
    setTab(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <Stack space="small">
      <div role="tablist" aria-label="Article body" className={styles.tabList}>
        {tabs.map((name) => (
          <Button
            key={name}
            id={tabId(name)}
            role="tab"
            type="button"
            size="small"
            variant={tab === name ? 'soft' : 'ghost'}
            tone="neutral"
            aria-selected={tab === name}
            aria-controls={panelId(name)}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {tabLabels[name]}
          </Button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId('write')}
        aria-labelledby={tabId('write')}
        hidden={tab !== 'write'}
      >
        <Textarea
          label="Body (Markdown)"
          hint="Headings with ##, lists with - or 1., **bold**, [links](https://example.com) and tables."
          rows={16}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div
        role="tabpanel"
        id={panelId('preview')}
        aria-labelledby={tabId('preview')}
        hidden={tab !== 'preview'}
        className={styles.preview}
        tabIndex={0}
      >
        {tab === 'preview' ? (
          value.trim() ? (
            <ArticleBody markdown={value} />
          ) : (
            <Text tone="muted">Nothing to preview yet. Write the article in the Write tab.</Text>
          )
        ) : null}
      </div>
    </Stack>
  );
}
