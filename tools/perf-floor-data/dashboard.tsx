import { Typography } from 'antd';
import { api } from './api';

/** Each answer shown as it comes, as a plain dashboard would; `data-ready` once all of them are on screen. */
export default function Dashboard() {
  const answers = [
    ['Invoices due', api.useDueInvoicesQuery()],
    ['Profile', api.useProfileQuery()],
    ['Highlights', api.useBannersQuery()],
    ['Placement', api.usePlacementQuery()],
    ['Accommodation', api.useAccommodationQuery()],
    ['Agent', api.useAgentQuery()],
    ['News', api.useNewsQuery()],
    ['Offers', api.usePromotionsQuery()],
  ] as const;
  const ready = answers.every(([, query]) => query.isSuccess || query.isError);
  return (
    <section data-ready={ready ? '' : undefined}>
      <Typography.Title>Dashboard</Typography.Title>
      <dl>
        {answers.map(([name, query]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{query.isLoading ? '…' : JSON.stringify(query.data ?? null).slice(0, 80)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
