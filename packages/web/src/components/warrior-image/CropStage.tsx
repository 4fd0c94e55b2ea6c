import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import {
  ASPECT,
  coverZoom,
  cropFrameFor,
  rotate,
  ZOOM,
  type Area,
  type Size,
} from './crop-geometry';
import { IMAGE_TEXTS } from './texts';
import classes from './CropStage.module.css';

export interface CropChoice {
  area: Area;
  rotation: number;
}

interface CropStageProps {
  /** The chosen file's object address. */
  source: string;
  /** Called whenever the part of the image chosen settles. */
  onCropped: (choice: CropChoice) => void;
  /** The image could not be decoded. */
  onUnreadable: () => void;
  disabled: boolean;
}

/**
 * The cropper with its zoom slider and rotate buttons. Its own chunk (loaded once a file is
 * chosen) so that react-easy-crop is fetched only by players who crop an image.
 */
export function CropStage({ source, onCropped, onUnreadable, disabled }: CropStageProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [rotation, setRotation] = useState(0);
  // The image as the cropper shows it at its own zoom 1, fitted to the box.
  const [shown, setShown] = useState<Size | null>(null);
  const { ref, width } = useElementSize();
  const hintId = useId();
  const frame = cropFrameFor(width);
  const cover = shown ? coverZoom(shown, frame, rotation) : 1;
  return (
    <Stack gap="xs">
      <div className={classes.box}>
        <div ref={ref} className={classes.stage}>
          <Cropper
            image={source}
            crop={crop}
            rotation={rotation}
            aspect={ASPECT}
            cropSize={frame}
            // The image covers the box; turned a quarter, it is enlarged until it covers the
            // frame again (coverZoom), and the player's zoom counts from there. So the frame
            // only ever holds image, and what is framed is exactly what is uploaded.
            objectFit="cover"
            zoom={zoom * cover}
            minZoom={ZOOM.min * cover}
            maxZoom={ZOOM.max * cover}
            setMediaSize={({ width: shownWidth, height: shownHeight }) =>
              setShown((known) =>
                known?.width === shownWidth && known.height === shownHeight
                  ? known
                  : { width: shownWidth, height: shownHeight },
              )
            }
            onCropChange={disabled ? () => {} : setCrop}
            // Wheel and pinch zoom freely; the slider moves in quarter steps.
            onZoomChange={disabled ? undefined : (zoomed) => setZoom(zoomed / cover)}
            onCropComplete={(_percent, area) => onCropped({ area, rotation })}
            mediaProps={{ onError: onUnreadable }}
            classes={{ cropAreaClassName: classes.frame }}
            cropperProps={{
              role: 'group',
              'aria-label': IMAGE_TEXTS.cropArea,
              'aria-describedby': hintId,
            }}
          />
        </div>
      </div>
      <Text id={hintId} size="xs" c="dimmed" maw={340}>
        {IMAGE_TEXTS.cropHint}
      </Text>
      <Group className={classes.controls} gap="sm" wrap="nowrap">
        <Text size="sm" fw={500} component="span" aria-hidden>
          {IMAGE_TEXTS.zoom}
        </Text>
        <Slider
          style={{ flex: 1 }}
          min={ZOOM.min}
          max={ZOOM.max}
          step={ZOOM.step}
          value={zoom}
          onChange={setZoom}
          disabled={disabled}
          thumbLabel={IMAGE_TEXTS.zoom}
          label={(value) => `${value.toFixed(2)}×`}
        />
      </Group>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          disabled={disabled}
          onClick={() => setRotation((turned) => rotate(turned, 'left'))}
        >
          <span aria-hidden>↺</span>&nbsp;{IMAGE_TEXTS.rotateLeft}
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={disabled}
          onClick={() => setRotation((turned) => rotate(turned, 'right'))}
        >
          <span aria-hidden>↻</span>&nbsp;{IMAGE_TEXTS.rotateRight}
        </Button>
      </Group>
    </Stack>
  );
}
