import { Download } from 'lucide-react';
import { Badge, Button, Inline, Link, Stack, Text } from '@globalhire/ui';
import {
  candidateCvs,
  countryLabel,
  formatDate,
  getCvDownloadUrl,
  getVisaDocumentUrl,
  type AdminCandidateProfile,
  type AdminCandidateVisaDocument,
  type CandidateCv,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { cvName } from '../../recruiter/recruiterLabels';
import { visaDocumentLooks } from '../../visa/visaLabels';
import { adminDownloadSeconds, openSignedFile } from './openSignedFile';
import { SectionCard } from './SectionCard';
import { useCandidateApplications, useCandidateVisaCases } from './peopleQueries';

function DownloadButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      size="small"
      variant="soft"
      icon={<Download aria-hidden />}
      aria-label={`Download ${label}`}
      onClick={onClick}
    >
      Download
    </Button>
  );
}

/** The current CV and those sent with applications, each downloaded through a short-lived link. */
export function CandidateCvsCard({ profile }: { profile: AdminCandidateProfile }) {
  const client = useSupabase();
  const applications = useCandidateApplications(profile.id);
  return (
    <SectionCard title="CVs" query={applications} errorTitle="The CVs could not be loaded.">
      {({ rows }) => {
        const cvs = candidateCvs(profile.cv_path, rows);
        if (cvs.length === 0) return <Text tone="muted">No CV uploaded yet.</Text>;
        return (
          <Stack space="medium" as="ul" dividers aria-label="CVs">
            {cvs.map((cv: CandidateCv) => (
              <Inline key={cv.path} space="medium" align="space-between" alignY="center">
                <Stack space="xxsmall">
                  <Text weight="semibold">{cvName(cv.path)}</Text>
                  {cv.current ? (
                    <Inline space="xsmall">
                      <Badge tone="positive">Current CV</Badge>
                    </Inline>
                  ) : (
                    <Text size="small" tone="muted">
                      Sent with an application on {formatDate(cv.sentAt ?? '')}
                    </Text>
                  )}
                </Stack>
                <DownloadButton
                  label={cvName(cv.path)}
                  onClick={() =>
                    void openSignedFile(
                      () => getCvDownloadUrl(client, cv.path, adminDownloadSeconds),
                      'CV',
                    )
                  }
                />
              </Inline>
            ))}
          </Stack>
        );
      }}
    </SectionCard>
  );
}

/** 'Required · uploaded 7 March 2026 · The scan is blurred.' */
function documentLine(document: AdminCandidateVisaDocument) {
  return [
    document.required ? 'Required' : 'Optional',
    document.uploaded_at ? `uploaded ${formatDate(document.uploaded_at)}` : null,
    document.status === 'rejected' ? document.review_reason : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The candidate's visa cases, each with the documents requested and those uploaded. */
export function CandidateVisaDocumentsCard({ candidateId }: { candidateId: string }) {
  const client = useSupabase();
  const cases = useCandidateVisaCases(candidateId);
  return (
    <SectionCard
      title="Visa documents"
      action={<Link href="/admin/visa-cases">Visa cases</Link>}
      query={cases}
      errorTitle="The visa documents could not be loaded."
    >
      {(list) =>
        list.length === 0 ? (
          <Text tone="muted">No visa case, so no documents.</Text>
        ) : (
          <Stack space="large">
            {list.map((visaCase) => (
              <Stack key={visaCase.id} space="medium">
                <Link href={`/admin/visa-cases/${visaCase.id}`}>
                  {`${countryLabel(visaCase.destination_country)}: ${visaCase.visa_type}`}
                </Link>
                {visaCase.documents.length === 0 ? (
                  <Text size="small" tone="muted">
                    No documents requested yet.
                  </Text>
                ) : (
                  <Stack
                    space="small"
                    as="ul"
                    dividers
                    aria-label={`Documents for ${countryLabel(visaCase.destination_country)}`}
                  >
                    {visaCase.documents.map((document) => (
                      <Inline
                        key={document.id}
                        space="medium"
                        align="space-between"
                        alignY="center"
                      >
                        <Stack space="xxsmall">
                          <Inline space="xsmall" alignY="center">
                            <Text weight="semibold">{document.name}</Text>
                            <Badge tone={visaDocumentLooks[document.status].tone}>
                              {visaDocumentLooks[document.status].label}
                            </Badge>
                          </Inline>
                          <Text size="small" tone="muted">
                            {documentLine(document)}
                          </Text>
                        </Stack>
                        {document.file_path ? (
                          <DownloadButton
                            label={document.name}
                            onClick={() =>
                              void openSignedFile(
                                () =>
                                  getVisaDocumentUrl(
                                    client,
                                    document.file_path!,
                                    adminDownloadSeconds,
                                  ),
                                'document',
                              )
                            }
                          />
                        ) : null}
                      </Inline>
                    ))}
                  </Stack>
                )}
              </Stack>
            ))}
          </Stack>
        )
      }
    </SectionCard>
  );
}
