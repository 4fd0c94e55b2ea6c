import { Button, FileButton, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { ACCEPTED_TYPES } from './image-file';
import { IMAGE_TEXTS } from './texts';
import classes from './WarriorImageField.module.css';

interface ImageChooserProps {
  onChoose: (file: File) => void;
  /** The field's error and label, for the button's description. */
  describedBy?: string;
}

/**
 * A drop area with a button inside: the button (and its file dialog) for the keyboard and
 * phones, dropping a file for a mouse. A plain FileButton rather than @mantine/dropzone,
 * which would add react-dropzone for the one drop handler needed here.
 */
export function ImageChooser({ onChoose, describedBy }: ImageChooserProps) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onChoose(file);
  };
  return (
    <div
      className={classes.dropArea}
      data-over={over || undefined}
      data-testid="image-drop-area"
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack gap={6} align="center">
        <Text size="sm">{IMAGE_TEXTS.dropHint}</Text>
        <FileButton onChange={(file) => file && onChoose(file)} accept={ACCEPTED_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" aria-describedby={describedBy}>
              {IMAGE_TEXTS.choose}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {IMAGE_TEXTS.limits}
        </Text>
      </Stack>
    </div>
  );
}
