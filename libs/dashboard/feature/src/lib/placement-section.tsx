import { useGetPlacementQuery } from '@portal/profile/data-access';
import { ApiText, SectionStates, Terms } from '@portal/ui-light';
import { useTranslation } from 'react-i18next';
import { stayDates } from './stay-dates';

/** `/student_portal/placement`: school, course and dates. */
export function PlacementSection({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  const placement = useGetPlacementQuery();
  return (
    <SectionStates
      title={t('placement.title')}
      size={compact ? 'small' : undefined}
      queries={[placement]}
      data={placement.data}
      isEmpty={(data) => data === null}
      empty={t('placement.empty')}
    >
      {(data) =>
        data && (
          <Terms
            items={[
              { key: 'school', label: t('placement.school'), children: <ApiText>{data.school}</ApiText> },
              {
                key: 'course',
                label: t('placement.course'),
                children: <ApiText>{data.level ? `${data.course}, ${data.level}` : data.course}</ApiText>,
              },
              {
                key: 'dates',
                label: t('placement.dates'),
                children: stayDates(t, data.start_date, data.end_date),
              },
              ...(data.lessons_per_week !== null && !compact
                ? [
                    {
                      key: 'lessons',
                      label: t('placement.lessons'),
                      children: t('placement.lessonsPerWeek', { count: data.lessons_per_week }),
                    },
                  ]
                : []),
              ...(data.campus_address && !compact
                ? [
                    {
                      key: 'campus',
                      label: t('placement.campus'),
                      children: <ApiText>{data.campus_address}</ApiText>,
                    },
                  ]
                : []),
            ]}
          />
        )
      }
    </SectionStates>
  );
}
