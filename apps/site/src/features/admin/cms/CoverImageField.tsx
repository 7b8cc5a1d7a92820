import { useMutation } from '@tanstack/react-query';
import { Button, FileUpload, Stack, Text } from '@globalhire/ui';
import { articleCoverRules, publicImageUrl, uploadArticleCover } from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import * as styles from './cms.css';

/**
 * The article's cover: uploaded to the public images bucket as soon as it is chosen, shown, and
 * removable. A wrong type or a file over 5 MB is refused at the field before anything is sent.
 */
export function CoverImageField({
  path,
  onChange,
  disabled,
}: {
  path: string | null;
  onChange: (path: string | null) => void;
  disabled?: boolean;
}) {
  const client = useSupabase();
  const upload = useMutation({
    mutationFn: async (file: File) => unwrap(await uploadArticleCover(client, file)),
    onSuccess: ({ path: uploaded }) => onChange(uploaded),
  });
  const url = publicImageUrl(client, 'article-images', path);
  return (
    <Stack space="small">
      {url ? (
        <Stack space="small">
          <img src={url} alt="Current cover of the article" className={styles.coverPreview} />
          <div>
            <Button
              variant="ghost"
              tone="critical"
              size="small"
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              Remove cover
            </Button>
          </div>
        </Stack>
      ) : null}
      <FileUpload
        label={url ? 'Replace the cover image' : 'Cover image'}
        hint="Shown at the top of the article and in link previews, once you save the article."
        accept={[...articleCoverRules.extensions, ...articleCoverRules.accept]}
        maxSizeBytes={articleCoverRules.maxSizeBytes}
        limitsLabel="PNG, JPEG, WebP or GIF, up to 5 MB"
        wrongTypeMessage="This file type is not accepted. Choose a PNG, JPEG, WebP or GIF image."
        tooLargeMessage="The image is too large. The maximum size is 5 MB."
        error={upload.isError ? `The upload failed: ${upload.error.message}` : undefined}
        disabled={disabled || upload.isPending}
        onFileAccepted={(file) => upload.mutate(file)}
      />
      <Text role="status" tone="muted" size="small">
        {upload.isPending ? 'Uploading the cover...' : ''}
      </Text>
    </Stack>
  );
}
