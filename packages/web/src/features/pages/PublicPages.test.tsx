import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { config } from '../../config';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/ (Home)', () => {
  it('explains the three parts of the app in tabs', async () => {
    mockApi({});
    renderApp('/');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Company Details',
      'Battle Screen',
      "War's Aftermath",
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/points costs and characteristics/);

    await userEvent.click(screen.getByRole('tab', { name: 'Battle Screen' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/wounds, might, will and fate/);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/break point/);

    await userEvent.click(screen.getByRole('tab', { name: "War's Aftermath" }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/injuries/);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/influence/);
  });

  it('invites a visitor to register or log in', async () => {
    mockApi({});
    renderApp('/');
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    // Register opens the login page with its Register form first, in view on a phone.
    await userEvent.click(main.getByRole('link', { name: 'Register' }));
    const forms = await screen.findAllByRole('form');
    expect(forms.map((form) => form.getAttribute('aria-label'))).toEqual(['Register', 'Login']);
    expect(main.queryByRole('link', { name: 'Go to my companies' })).not.toBeInTheDocument();
  });

  it('sends a player to their companies', async () => {
    mockApi({ 'GET /companies': { body: [] } });
    renderApp('/', { user: PLAYER });
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('link', { name: 'Go to my companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(main.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('is titled with the app name', async () => {
    mockApi({});
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Warband Ledger'));
  });
});

describe('/about', () => {
  it('asks for support, links the donation routes and shows the roadmap', async () => {
    mockApi({});
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support us to remove adverts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Subscribe as a patron/ })).toHaveAttribute(
      'href',
      config.patronUrl,
    );
    expect(screen.getByRole('link', { name: /^Donate by card/ })).toHaveAttribute(
      'href',
      config.donateUrl,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/at least £2 removes them/);
    expect(main).toHaveTextContent(/about 24 hours/);
    const roadmap = within(screen.getByRole('list'));
    for (const item of ['Groups', 'Battle history', 'Map-based campaigns']) {
      expect(roadmap.getByText(item).closest('li')).toHaveTextContent(`Planned${item}`);
    }
    for (const item of ['Custom sorting', '2024 ruleset']) {
      expect(roadmap.getByText(item).closest('li')).toHaveTextContent(`Done${item}`);
    }
  });
});

describe('/contact', () => {
  it('gives the contact address as a mail link', async () => {
    mockApi({});
    renderApp('/contact');
    expect(await screen.findByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
  });
});

describe('donation outcome pages', () => {
  it('thanks a donor, logged out too', async () => {
    mockApi({});
    renderApp('/paypal-complete');
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your donation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/about 24 hours/);
  });

  it('says a cancelled donation charged nothing and links back to the about page', async () => {
    mockApi({});
    renderApp('/paypal-cancelled');
    expect(await screen.findByRole('heading', { name: 'Donation cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/nothing was charged/);
    expect(screen.getByRole('link', { name: 'the Support us page' })).toHaveAttribute(
      'href',
      '/about',
    );
  });
});
