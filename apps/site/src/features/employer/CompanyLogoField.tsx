import { useMutation } from '@tanstack/react-query';
import { Button, FileUpload, Inline, Stack, Text, toast } from '@globalhire/ui';
import {
  companyLogoRefusals,
  companyLogoRules,
  publicImageUrl,
  removeCompanyLogo,
  uploadCompanyLogo,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';
import { employerMessages } from './employerMessages';
import * as styles from './CompanyLogoField.css';

/**
 * The company's logo, saved as soon as it is chosen (no need for Save Changes): shown, replaceable
 * and removable. A wrong type or a file over 2 MB is refused here, and Storage checks the bytes.
 */
export function CompanyLogoField() {
  const client = useSupabase();
  const { profile, refreshProfile } = useAuth();
  const companyId = profile?.id ?? '';
  const path = profile?.logo_path ?? null;
  const url = publicImageUrl(client, 'logos', path);
  const name = profile?.company_name ?? 'your company';

  const upload = useMutation({
    mutationFn: async (file: File) =>
      unwrap(await uploadCompanyLogo(client, companyId, file, path)),
    onSuccess: async () => {
      await refreshProfile();
      toast({ ...employerMessages.logoSaved, tone: 'positive' });
    },
  });
  const remove = useMutation({
    mutationFn: async (current: string) =>
      unwrap(await removeCompanyLogo(client, companyId, current)),
    onSuccess: async () => {
      await refreshProfile();
      toast({ ...employerMessages.logoRemoved, tone: 'positive' });
    },
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <Stack space="medium" as="section" aria-labelledby="company-logo">
      <Text id="company-logo" weight="semibold">
        Logo
      </Text>
      {url && path ? (
        <Inline space="large" alignY="center">
          <img src={url} alt={`Current logo of ${name}`} className={styles.logo} />
          <Button
            variant="ghost"
            tone="critical"
            size="small"
            loading={remove.isPending}
            loadingLabel="Removing..."
            disabled={busy}
            onClick={() => remove.mutate(path)}
          >
            Remove logo
          </Button>
        </Inline>
      ) : (
        <Text tone="muted" size="small">
          No logo yet: your company page and job listings show your company&apos;s initial.
        </Text>
      )}
      <FileUpload
        label={url ? 'Replace the logo' : 'Upload a logo'}
        hint="Shown on your company page at once. A square image works best."
        accept={[...companyLogoRules.extensions, ...companyLogoRules.accept]}
        maxSizeBytes={companyLogoRules.maxSizeBytes}
        limitsLabel="PNG, JPEG, WebP or GIF, up to 2 MB"
        wrongTypeMessage={companyLogoRefusals.wrongType}
        tooLargeMessage={companyLogoRefusals.tooLarge}
        error={
          upload.isError
            ? `The logo was not saved: ${upload.error.message}`
            : remove.isError
              ? `The logo was not removed: ${remove.error.message}`
              : undefined
        }
        disabled={busy}
        onFileAccepted={(file) => upload.mutate(file)}
      />
      <Text role="status" tone="muted" size="small">
        {upload.isPending ? 'Uploading the logo...' : ''}
      </Text>
    </Stack>
  );
}
