import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../app/test-utils';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('turns true when the element comes within the margin, and stays true', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const observe = vi.fn();
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, options: IntersectionObserverInit) {
          report = callback;
          expect(options.rootMargin).toBe('100px 0px');
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    renderComponent(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observe).toHaveBeenCalledTimes(1);

    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is true at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderComponent(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
