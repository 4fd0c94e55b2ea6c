import { Loader, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useCompanies } from '../../api/companies';
import { sideNavCompanies, warriorCardPath } from './company-nav';
import { i18n } from '../../i18n/i18n';

interface CompanyNavProps {
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
  /** Heads the list with a link to My Companies; the drawer has it among its links already. */
  withListLink?: boolean;
}

/**
 * The side navigation: each active company and its warriors in rank order; a warrior's link
 * goes to their card. The left column on wide screens, the drawer's lower part on phones. It
 * has no landmark of its own: each place that shows it names it.
 */
export function CompanyNav({ onNavigate, withListLink = true }: CompanyNavProps) {
  const query = useCompanies();
  const { pathname, hash } = useLocation();
  if (query.isPending) return <Loader size="sm" aria-label={i18n._('Loading your companies')} />;
  if (query.error) {
    return (
      <Text size="sm" c="red">
        {i18n._('Could not load your companies.')}
      </Text>
    );
  }
  const companies = sideNavCompanies(query.data);
  return (
    <Stack gap={2}>
      {withListLink && (
        <NavLink
          component={Link}
          to="/companies"
          label={i18n._('My Companies')}
          fw={700}
          active={pathname === '/companies'}
          aria-current={pathname === '/companies' ? 'page' : undefined}
          onClick={onNavigate}
        />
      )}
      {companies.length === 0 && (
        <Text size="sm" c="dimmed" px="sm">
          {i18n._('No companies yet.')}
        </Text>
      )}
      {companies.map((company) => {
        const companyPath = `/company/${company.id}`;
        const here = pathname === companyPath;
        return (
          <div key={company.id} data-testid="side-nav-company">
            <NavLink
              component={Link}
              to={companyPath}
              label={company.name}
              fw={600}
              active={here && !hash}
              aria-current={here && !hash ? 'page' : undefined}
              onClick={onNavigate}
            />
            {company.warriors.map((warrior) => {
              const current = here && hash === `#card-${warrior.id}`;
              return (
                <NavLink
                  key={warrior.id}
                  component={Link}
                  to={warriorCardPath(company.id, warrior.id)}
                  label={warrior.name}
                  description={warrior.rank}
                  pl="xl"
                  py={4}
                  active={current}
                  aria-current={current ? 'location' : undefined}
                  onClick={onNavigate}
                  data-testid="side-nav-warrior"
                />
              );
            })}
          </div>
        );
      })}
    </Stack>
  );
}
