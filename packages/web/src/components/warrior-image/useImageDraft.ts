import type { WarriorImageInput } from '@warband/schemas';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useUploadWarriorImage } from '../../api/images';
import { failureMessage } from '../alerts/failure';
import type { CropChoice } from './CropStage';
import { checkImageFile } from './image-file';
import { renderCrop } from './render-crop';
import { IMAGE_TEXTS } from './texts';

interface DraftOptions {
  input: WarriorImageInput;
  /** The saved image; while there is one, a chosen file is not shown nor pending. */
  value: string;
  onChange: (url: string) => void;
  onPendingChange: (pending: boolean) => void;
}

/**
 * The image chosen but not yet uploaded, and its upload: choose (checked first; a refused
 * file changes nothing), crop, upload one at a time, or discard. Owns the chosen file's
 * object address and lets it go when the file is dropped, uploaded or the field goes away.
 */
export function useImageDraft({ input, value, onChange, onPendingChange }: DraftOptions) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [choice, setChoice] = useState<CropChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rendering, setRendering] = useState(false);
  const busy = useRef(false);
  const upload = useUploadWarriorImage();
  // A saved image set from elsewhere (a loaded profile) hides a file still being cropped.
  const source = value ? null : chosen;

  const addresses = useRef(new Set<string>());
  useEffect(() => {
    const held = addresses.current;
    return () => held.forEach((address) => URL.revokeObjectURL(address));
  }, []);

  // Pending is told when it changes, whatever changed it: choosing, clearing, uploading, or a
  // saved image arriving from elsewhere.
  const pending = source !== null;
  const reportPending = useEffectEvent(onPendingChange);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === pending) return;
    reported.current = pending;
    reportPending(pending);
  }, [pending]);

  function show(next: string | null) {
    if (chosen) {
      URL.revokeObjectURL(chosen);
      addresses.current.delete(chosen);
    }
    if (next) addresses.current.add(next);
    setChosen(next);
    setChoice(null);
  }

  function choose(file: File) {
    if (busy.current) return;
    const refusal = checkImageFile(file);
    setProblem(refusal);
    if (!refusal) show(URL.createObjectURL(file));
  }

  /** Drops the chosen file; `reason` says why when it is not the player's own Clear. */
  function discard(reason: string | null = null) {
    if (busy.current) return;
    show(null);
    setProblem(reason);
    upload.reset();
  }

  async function send() {
    if (busy.current || !source || !choice) return;
    busy.current = true;
    setProblem(null);
    setRendering(true);
    try {
      const image = await renderCrop(source, choice.area, choice.rotation).catch(() => {
        throw new Error(IMAGE_TEXTS.notRendered);
      });
      setRendering(false);
      const url = await upload.mutateAsync({ input, image });
      busy.current = false;
      show(null);
      onChange(url);
    } catch (caught) {
      // Abandoned because the field went away: there is nobody to tell.
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      setProblem(failureMessage(caught, IMAGE_TEXTS.notRendered));
    } finally {
      busy.current = false;
      setRendering(false);
    }
  }

  const uploading = rendering || upload.isPending;
  return {
    source,
    choose,
    discard,
    send,
    setChoice,
    problem,
    uploading,
    canUpload: choice !== null && !uploading,
    progress: rendering ? 0 : upload.progress,
    /** Seconds until a busy server is tried again, or null. */
    waitSeconds: upload.waitSeconds,
  };
}
