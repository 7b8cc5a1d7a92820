import { Accordion, AccordionItem, Text } from '@globalhire/ui';

/** The cover letter the candidate sent, folded away under its heading, with their line breaks. */
export function SentCoverLetter({ letter, jobTitle }: { letter: string; jobTitle: string }) {
  return (
    <Accordion type="single" collapsible aria-label={`Cover letter: ${jobTitle}`}>
      <AccordionItem value="cover-letter" title="Your cover letter" headingLevel={3}>
        <Text preserveLines>{letter}</Text>
      </AccordionItem>
    </Accordion>
  );
}
