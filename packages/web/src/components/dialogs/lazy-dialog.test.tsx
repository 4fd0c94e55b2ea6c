import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../app/test-utils';
import { lazyDialog } from './lazy-dialog';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyDialog', () => {
  it('opens at once, without waiting in Suspense, once its code has loaded', async () => {
    const { Dialog, load } = lazyDialog(() => Promise.resolve(Greeting));
    await load();
    renderComponent(
      <Suspense fallback={<p>Loading</p>}>
        <Dialog name="Eomer" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Eomer')).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('waits in Suspense when opened before its code is in, then shows the same dialog', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const { Dialog, load } = lazyDialog(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
    );
    renderComponent(
      <Suspense fallback={<p>Loading</p>}>
        <Dialog name="Hama" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeVisible();
    await act(async () => {
      arrive(Greeting);
      await load();
    });
    expect(await screen.findByText('Hello Hama')).toBeVisible();
  });
});
