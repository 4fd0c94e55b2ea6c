import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookInApp } from '../../app/test-utils';
import { IMAGE_PENDING } from './editor-tabs';
import { useEditorTabs } from './useEditorTabs';

function tabsHook() {
  return renderHookInApp(() =>
    useEditorTabs({
      mode: 'warrior',
      tabs: ['details', 'characteristics'],
      errors: () => ({}),
      setFieldError: () => {},
    }),
  );
}

describe('leaving Details with an image waiting for its upload', () => {
  it('keeps the player on Details with the message, and drops it once the image is uploaded', () => {
    const { result } = tabsHook();
    act(() => result.current.setImagePending(true));
    act(() => void result.current.selectTab('characteristics'));
    expect(result.current.tab).toBe('details');
    expect(result.current.imageError).toBe(IMAGE_PENDING);

    // The upload went through: the field no longer waits, so its message goes too.
    act(() => result.current.setImagePending(false));
    expect(result.current.imageError).toBeNull();
    expect(result.current.tab).toBe('details');
  });

  it('keeps the message while the image still waits', () => {
    const { result } = tabsHook();
    act(() => result.current.setImagePending(true));
    act(() => void result.current.readyToSave());
    expect(result.current.imageError).toBe(IMAGE_PENDING);
    act(() => result.current.setImagePending(true));
    expect(result.current.imageError).toBe(IMAGE_PENDING);
  });
});
