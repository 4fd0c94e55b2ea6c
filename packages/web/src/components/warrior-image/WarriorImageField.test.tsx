import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { stubUploads } from './fake-upload';
import { renderCrop } from './render-crop';
import { WarriorImageField } from './WarriorImageField';

// jsdom lays nothing out and has no canvas: the cropper shows a 4:3 photo at 340 x 255,
// reports a fixed crop as soon as it shows (and again on every turn), and tells the zoom it
// was given; the drawing is replaced by a JPEG of three bytes.
const AREA = { x: 40, y: 20, width: 500, height: 300 };
vi.mock('react-easy-crop', async () => {
  const { createElement, useEffect } = await import('react');
  return {
    default: function FakeCropper(props: {
      image: string;
      rotation: number;
      zoom: number;
      minZoom: number;
      onCropComplete: (percent: unknown, pixels: typeof AREA) => void;
      setMediaSize: (size: Record<string, number>) => void;
      cropperProps: Record<string, string>;
      mediaProps: Record<string, unknown>;
    }) {
      const { rotation, onCropComplete, setMediaSize } = props;
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => onCropComplete({}, AREA), [rotation]);
      useEffect(
        () => setMediaSize({ width: 340, height: 255, naturalWidth: 1200, naturalHeight: 900 }),
        [setMediaSize],
      );
      return createElement(
        'div',
        {
          tabIndex: 0,
          'data-zoom': props.zoom.toFixed(3),
          'data-min-zoom': props.minZoom.toFixed(3),
          ...props.cropperProps,
        },
        createElement('img', { alt: '', src: props.image, ...props.mediaProps }),
      );
    },
  };
});
vi.mock('./render-crop', () => ({ renderCrop: vi.fn() }));
const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

const SIGNED = '/api/uploads/c1/w1.jpg?expires=9&signature=abc';
const SAVED = '/api/uploads/c1/w1.jpg?v=1712';

beforeEach(() => {
  vi.mocked(renderCrop).mockResolvedValue(JPEG);
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:chosen'),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The field in a form of its own, keeping its value as the editor would. */
async function showField(initial = '') {
  const onChange = vi.fn();
  const onPendingChange = vi.fn();
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <WarriorImageField
        companyId="c1"
        imageKey="w1"
        value={value}
        onChange={(url) => {
          onChange(url);
          setValue(url);
        }}
        onPendingChange={onPendingChange}
      />
    );
  }
  const { calls } = mockApi({
    'POST /warrior/image': { body: { data: { signedRequest: SIGNED, url: SAVED } } },
  });
  const view = renderApp('/image', {
    user: PLAYER,
    playerRoutes: [{ path: '/image', element: <Form /> }],
  });
  const field = await screen.findByRole('group', { name: 'Image' });
  return { ...view, field, calls, onChange, onPendingChange };
}

const photo = (name = 'portrait.png', type = 'image/png', size = 2048) => {
  const file = new File([new Uint8Array(4)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Chooses a file through the button's file input, as the dialog would. */
async function choose(field: HTMLElement, file: File) {
  const input = field.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

describe('the warrior image field', () => {
  it('offers a labelled chooser for JPG and PNG files', async () => {
    const { field } = await showField();
    expect(within(field).getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    expect(field.querySelector('input[type="file"]')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png',
    );
  });

  it('refuses another format on the field, and nothing else changes', async () => {
    const { field, onPendingChange } = await showField();
    await choose(field, photo('portrait.gif', 'image/gif'));
    expect(
      await within(field).findByText('Invalid file format, upload a JPG or PNG image.'),
    ).toBeVisible();
    expect(within(field).getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(onPendingChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 10MB, also when dropped', async () => {
    const { field, onPendingChange } = await showField();
    fireEvent.drop(screen.getByTestId('image-drop-area'), {
      dataTransfer: { files: [photo('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)] },
    });
    expect(await within(field).findByText('File too large. Maximum size 10MB.')).toBeVisible();
    expect(onPendingChange).not.toHaveBeenCalled();
  });

  it('shows the cropper once a file is chosen and says an upload is pending', async () => {
    const { field, onPendingChange } = await showField();
    await choose(field, photo());
    expect(await within(field).findByRole('group', { name: 'Crop frame' })).toBeInTheDocument();
    expect(within(field).getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(within(field).getByRole('button', { name: 'Rotate right' })).toBeEnabled();
    expect(onPendingChange.mock.calls).toEqual([[true]]);
  });

  it('enlarges a photo turned a quarter until it covers the frame, the slider still at 1', async () => {
    const { field } = await showField();
    await choose(field, photo());
    const frame = await within(field).findByRole('group', { name: 'Crop frame' });
    expect(frame).toHaveAttribute('data-zoom', '1.000');
    await userEvent.click(within(field).getByRole('button', { name: 'Rotate left' }));
    // Turned, the 340 x 255 photo is 255 wide: 300 / 255 covers the 300 px frame.
    await waitFor(() => expect(frame).toHaveAttribute('data-zoom', (300 / 255).toFixed(3)));
    expect(frame).toHaveAttribute('data-min-zoom', (300 / 255).toFixed(3));
    expect(within(field).getByRole('slider', { name: 'Zoom' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
  });

  it('uploads the turned crop with progress, then shows it read-only', async () => {
    const sent = stubUploads();
    const { field, calls, onChange, onPendingChange } = await showField();
    await choose(field, photo());
    const user = userEvent.setup();
    await user.click(await within(field).findByRole('button', { name: 'Rotate right' }));
    await user.click(within(field).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(renderCrop).toHaveBeenCalledWith('blob:chosen', AREA, 90);
    // Only the address is asked for (the page's own reads may come and go around it).
    expect(calls.filter((call) => call.path === '/warrior/image')).toEqual([
      expect.objectContaining({ method: 'POST', body: { fileName: 'w1.jpg', companyId: 'c1' } }),
    ]);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: SIGNED, body: JPEG });
    sent[0]!.progress(1, 2);
    const bar = await within(field).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    // One upload at a time.
    expect(within(field).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(within(field).getByRole('button', { name: 'Clear' })).toBeDisabled();

    sent[0]!.respond(200);
    expect(await within(field).findByRole('img', { name: 'Uploaded image' })).toHaveAttribute(
      'src',
      SAVED,
    );
    expect(onChange).toHaveBeenCalledWith(SAVED);
    expect(onPendingChange.mock.calls).toEqual([[true], [false]]);
    expect(within(field).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(within(field).queryByRole('button', { name: 'Choose image' })).not.toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Clear' })).toBeEnabled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen');
  });

  it('shows a refused upload on the field and keeps the crop pending', async () => {
    const sent = stubUploads();
    const { field, onChange, onPendingChange } = await showField();
    await choose(field, photo());
    const user = userEvent.setup();
    await user.click(await within(field).findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.respond(403, apiError(403, 'The upload link has expired.').body);

    expect(await within(field).findByText('The upload link has expired.')).toBeVisible();
    expect(field).toHaveAccessibleDescription('The upload link has expired.');
    expect(onChange).not.toHaveBeenCalled();
    expect(onPendingChange.mock.calls).toEqual([[true]]);
    // The crop is still there, and Upload can be pressed again.
    expect(within(field).getByRole('group', { name: 'Crop frame' })).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('says the server is busy while it waits to send the image again, then uploads it', async () => {
    const sent = stubUploads();
    const { field, onChange } = await showField();
    await choose(field, photo());
    await userEvent.click(await within(field).findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.respond(503, apiError(503, 'The server is busy with other uploads.').body, '', {
      'Retry-After': '1',
    });

    expect(await within(field).findByRole('status')).toHaveTextContent(
      'Server busy, trying again in 1 s…',
    );
    expect(within(field).getByRole('button', { name: 'Clear' })).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(2), { timeout: 3000 });
    expect(within(field).getByRole('status')).toBeEmptyDOMElement();
    expect(sent[1]).toMatchObject({ method: 'PUT', url: SIGNED, body: JPEG });
    sent[1]!.respond(200);
    expect(await within(field).findByRole('img', { name: 'Uploaded image' })).toBeVisible();
    expect(onChange).toHaveBeenCalledWith(SAVED);
  });

  it('shows a refused request for the address, sending nothing to storage', async () => {
    const sent = stubUploads();
    const { field } = await showField();
    mockApi({ 'POST /warrior/image': apiError(404, 'Company not found') });
    await choose(field, photo());
    await userEvent.click(await within(field).findByRole('button', { name: 'Upload' }));
    expect(await within(field).findByText('Company not found')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('drops a chosen file on Clear, and is no longer pending', async () => {
    const { field, onChange, onPendingChange } = await showField();
    await choose(field, photo());
    await userEvent.click(await within(field).findByRole('button', { name: 'Clear' }));
    expect(within(field).getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    expect(onPendingChange.mock.calls).toEqual([[true], [false]]);
    expect(onChange).not.toHaveBeenCalled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen');
  });

  it('clears a saved image back to the chooser', async () => {
    const { field, onChange, onPendingChange } = await showField(SAVED);
    expect(within(field).getByRole('img', { name: 'Uploaded image' })).toHaveAttribute(
      'src',
      SAVED,
    );
    await userEvent.click(within(field).getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(await within(field).findByRole('button', { name: 'Choose image' })).toBeVisible();
    expect(onPendingChange).not.toHaveBeenCalled();
  });

  it('goes back to the chooser with a message when the chosen file cannot be read', async () => {
    const { field, onPendingChange } = await showField();
    await choose(field, photo());
    const frame = await within(field).findByRole('group', { name: 'Crop frame' });
    fireEvent.error(frame.querySelector('img')!);
    expect(
      await within(field).findByText(
        'This image could not be read. Please choose another JPG or PNG file.',
      ),
    ).toBeVisible();
    expect(within(field).getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    expect(onPendingChange.mock.calls).toEqual([[true], [false]]);
  });

  it('says so when the crop cannot be drawn, and keeps it pending', async () => {
    const { field, onPendingChange } = await showField();
    await choose(field, photo());
    await within(field).findByRole('group', { name: 'Crop frame' });
    vi.mocked(renderCrop).mockRejectedValue(new Error('no canvas'));
    await userEvent.click(within(field).getByRole('button', { name: 'Upload' }));
    expect(
      await within(field).findByText(
        'The image could not be prepared for upload. Please try another file.',
      ),
    ).toBeVisible();
    expect(within(field).getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(onPendingChange.mock.calls).toEqual([[true]]);
  });
});
