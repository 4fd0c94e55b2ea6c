import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { ImageChooser } from './ImageChooser';
import { IMAGE_TEXTS } from './texts';
import { useImageDraft } from './useImageDraft';
import stageClasses from './CropStage.module.css';
import classes from './WarriorImageField.module.css';

// The cropper (react-easy-crop) loads only once a file is chosen.
const CropStage = lazy(async () => ({ default: (await import('./CropStage')).CropStage }));

export interface WarriorImageFieldProps {
  companyId: string;
  /** The stored image's name without '.jpg': the warrior's id. */
  imageKey: string;
  /** The saved image address, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** True while a file is chosen but not uploaded: the Details tab cannot be left then. */
  onPendingChange: (pending: boolean) => void;
  /** The form's error for the field; the field's own (a refused file, a failed upload) wins. */
  error?: string | null;
  label?: string;
}

/**
 * The warrior's image (docs/adr/0118-one-field-three-states-pending-is-reported-when.md): choose a
 * JPG or PNG, crop it (zoom in quarter steps, turn in quarter turns), upload it as an 800 x 480
 * JPEG, after which the field shows the image read-only until it is cleared.
 */
export function WarriorImageField({
  companyId,
  imageKey,
  value,
  onChange,
  onPendingChange,
  error,
  label = 'Image',
}: WarriorImageFieldProps) {
  const id = useId();
  const draft = useImageDraft({
    input: { fileName: `${imageKey}.jpg`, companyId },
    value,
    onChange,
    onPendingChange,
  });
  const shownError = draft.problem ?? error ?? null;
  const errorId = shownError ? `${id}-error` : undefined;

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      error={shownError}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorId}
    >
      <div>
        {value ? (
          <Stack gap="xs" mt={4}>
            <img
              className={classes.preview}
              src={value}
              alt={IMAGE_TEXTS.preview(label)}
              width={800}
              height={480}
            />
            <Group gap="sm" className={classes.actions}>
              <Text size="sm" c="dimmed">
                {IMAGE_TEXTS.uploaded}
              </Text>
              <Button
                variant="default"
                size="xs"
                ml="auto"
                onClick={() => {
                  draft.discard();
                  onChange('');
                }}
              >
                {IMAGE_TEXTS.clear}
              </Button>
            </Group>
          </Stack>
        ) : draft.source ? (
          <Stack gap="xs" mt={4}>
            <Suspense
              fallback={
                <div className={stageClasses.box}>
                  <div className={stageClasses.stage} />
                </div>
              }
            >
              <CropStage
                source={draft.source}
                onCropped={draft.setChoice}
                onUnreadable={() => draft.discard(IMAGE_TEXTS.unreadable)}
                disabled={draft.uploading}
              />
            </Suspense>
            <div className={classes.progressSlot}>
              {draft.uploading && (
                <Progress.Root size="md">
                  <Progress.Section
                    value={Math.round(draft.progress * 100)}
                    aria-label={IMAGE_TEXTS.progress}
                  />
                </Progress.Root>
              )}
              {/* Always there, empty but while a busy server is waited out: a status region
                  already in the page is the one screen readers announce the change of. */}
              <Text size="sm" c="dimmed" role="status">
                {draft.waitSeconds === null ? null : IMAGE_TEXTS.busy(draft.waitSeconds)}
              </Text>
            </div>
            <Group gap="sm" className={classes.actions}>
              <Button
                onClick={() => void draft.send()}
                loading={draft.uploading}
                disabled={!draft.canUpload && !draft.uploading}
                aria-describedby={errorId}
              >
                {IMAGE_TEXTS.upload}
              </Button>
              <Button variant="default" onClick={() => draft.discard()} disabled={draft.uploading}>
                {IMAGE_TEXTS.clear}
              </Button>
            </Group>
          </Stack>
        ) : (
          <ImageChooser onChoose={draft.choose} describedBy={errorId} />
        )}
      </div>
    </Input.Wrapper>
  );
}
