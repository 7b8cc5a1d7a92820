import { useEffect, useRef, useState } from 'react';
import type { EmailTemplate } from '../define';
import type { BaseFacts } from '../facts/common';
import { renderTemplate, type RenderedEmail } from '../render';

/** The site URL links in previews point at. */
const previewSiteUrl = 'https://globalhire.example';

export interface EmailPreviewProps {
  template: EmailTemplate<BaseFacts>;
  /** Which of the template's sample facts to render ('default', 'longNames'…). */
  sample?: string;
}

/**
 * An email as its recipient sees it: subject and preview line as an inbox lists them, then the
 * HTML part in a frame (its own document, as in a mail client), sized to its content.
 */
export function EmailPreview({ template, sample = 'default' }: EmailPreviewProps) {
  const [email, setEmail] = useState<RenderedEmail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [height, setHeight] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const facts = template.samples[sample] ?? template.samples.default;

  useEffect(() => {
    let live = true;
    renderTemplate(template, facts, previewSiteUrl).then(
      (rendered) => live && setEmail(rendered),
      (reason: unknown) => live && setError(String(reason)),
    );
    return () => {
      live = false;
    };
  }, [template, facts]);

  useEffect(() => {
    const element = frame.current;
    if (!email || !element) return;
    // Sized once loaded and again when the window is (the frame's content reflows with it).
    const measure = () => {
      const root = element.contentDocument?.documentElement;
      if (root) setHeight(root.scrollHeight);
    };
    element.addEventListener('load', measure);
    window.addEventListener('resize', measure);
    if (element.contentDocument?.readyState === 'complete') measure();
    return () => {
      element.removeEventListener('load', measure);
      window.removeEventListener('resize', measure);
    };
  }, [email]);

  if (error) return <p role="alert">This email could not be rendered: {error}</p>;
  if (!email) return <p role="status">Rendering the email…</p>;
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto' }}>
      <dl style={{ margin: '0 0 12px', fontSize: 14, lineHeight: '20px' }}>
        <dt style={{ fontWeight: 600 }}>Subject</dt>
        <dd style={{ margin: '0 0 4px' }}>{email.subject}</dd>
        <dt style={{ fontWeight: 600 }}>Preview</dt>
        <dd style={{ margin: 0 }}>{email.preview}</dd>
      </dl>
      <iframe
        ref={frame}
        title={`Email: ${email.subject}`}
        srcDoc={email.html}
        data-email-ready={height > 0 ? 'true' : 'false'}
        style={{ width: '100%', height: height || 600, border: 0, display: 'block' }}
      />
    </div>
  );
}
