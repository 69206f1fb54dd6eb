import { useCurrentStudent } from '@portal/profile/data-access';
import { PageSpinner } from '@portal/ui-light';
import { Flex, Layout, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigation } from 'react-router-dom';
import type { LibPage } from './lib-routes';
import { useWorkshop } from './use-workshop';
import { WorkshopToolbar } from './workshop-toolbar';

/** The student in the session, as the shell's header loads it (pages such as support read it). */
function SessionStudent() {
  useCurrentStudent();
  return null;
}

/** The toolbar and the lib's pages, in a content area like the portal's. */
export function WorkshopLayout({ pages }: { pages: LibPage[] }) {
  const { t } = useTranslation('workshop');
  const [state] = useWorkshop();
  const navigation = useNavigation();
  const { token } = theme.useToken();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          padding: 12,
        }}
      >
        <WorkshopToolbar />
        <nav aria-label={t('pages')}>
          <Flex wrap gap={12} style={{ marginTop: 8 }}>
            {pages.map((page) =>
              page.href ? (
                <Link key={page.pattern} to={page.href}>
                  {page.pattern}
                </Link>
              ) : (
                <Typography.Text key={page.pattern} type="secondary" code>
                  {page.pattern}
                </Typography.Text>
              ),
            )}
          </Flex>
        </nav>
      </header>
      <Layout.Content style={{ padding: 'clamp(12px, 3vw, 24px)' }}>
        <main style={{ maxWidth: 1280, margin: '0 auto' }}>
          {/* A switch of student or mock mode remounts the page, so it asks the mock again. */}
          <SessionStudent key={`student-${state.generation}`} />
          {navigation.state === 'loading' ? <PageSpinner /> : <Outlet key={state.generation} />}
        </main>
      </Layout.Content>
    </Layout>
  );
}
