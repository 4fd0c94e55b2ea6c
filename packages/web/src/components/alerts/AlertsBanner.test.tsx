import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../app/test-utils';
import { AlertsBanner } from './AlertsBanner';
import { ALERT_TIMEOUT_MS, useAlerts } from './AlertsProvider';

/** Two pages under the banner, as the Layout shows them: the alerts outlive a navigation. */
function Frame() {
  const { pathname } = useLocation();
  return (
    <>
      <AlertsBanner />
      <Link to="/other">Other page</Link>
      {pathname === '/other' ? <p>Other page body</p> : <Raiser />}
    </>
  );
}

function Raiser() {
  const alerts = useAlerts();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => alerts.success('Saved it')}>Raise success</button>
      <button onClick={() => alerts.danger('Broke it')}>Raise danger</button>
      <button
        onClick={() => {
          alerts.success('Moved on');
          void navigate('/other');
        }}
      >
        Raise and move
      </button>
      <button
        onClick={async () => {
          // As a mutation callback does: after an await, outside the click's own tick.
          await Promise.resolve();
          alerts.success('Moved on later');
          void navigate('/other');
        }}
      >
        Raise and move after a call
      </button>
    </>
  );
}

function renderBanner() {
  return renderComponent(<Frame />).router;
}

/**
 * Fakes only the timers the alert uses, so React keeps scheduling. Clicks in these tests go
 * through fireEvent: Testing Library's async helpers wait on a real setTimeout.
 */
function useAlertClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AlertsBanner', () => {
  it('shows a success alert in green and a danger alert in red', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Raise success' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved it');
    expect(screen.getByRole('alert')).toHaveAttribute('data-kind', 'success');

    await userEvent.click(screen.getByRole('button', { name: 'Raise danger' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Broke it');
    expect(screen.getByRole('alert')).toHaveAttribute('data-kind', 'danger');
  });

  it('keeps a failure in view as the page scrolls, and lets a success scroll away', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Raise success' }));
    // Stuck below the header, a success would cover the page's own buttons.
    expect(screen.getByRole('alert').parentElement).not.toHaveStyle({ position: 'sticky' });
    await userEvent.click(screen.getByRole('button', { name: 'Raise danger' }));
    expect(screen.getByRole('alert').parentElement).toHaveStyle({ position: 'sticky' });
  });

  it('clears an alert after 5 seconds', () => {
    useAlertClock();
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Raise success' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved it');

    act(() => vi.advanceTimersByTime(ALERT_TIMEOUT_MS - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restarts the 5 seconds for a new alert', () => {
    useAlertClock();
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Raise success' }));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Raise danger' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('alert')).toHaveTextContent('Broke it');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Raise success' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears on navigation to another page', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Raise success' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('Other page body')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an alert raised together with the navigation, until the next one', async () => {
    const router = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Raise and move' }));
    expect(await screen.findByText('Other page body')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Moved on');

    await act(() => router.navigate('/'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an alert raised with a navigation after an API call returned', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Raise and move after a call' }));
    expect(await screen.findByText('Other page body')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Moved on later');
  });
});
