import { useGetAccommodationQuery } from '@portal/data-access';
import { Terms, SectionStates, Stack, StatusTag, Text } from '@portal/ui';
import { formatDate, toTelHref } from '@portal/util';

import { useTranslation } from 'react-i18next';

/** `/student_portal/accommodation`: where the student lives, the room and the dates. */
export function AccommodationSection({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('dashboard');
  const accommodation = useGetAccommodationQuery();
  return (
    <SectionStates
      title={t('accommodation.title')}
      size={compact ? 'small' : undefined}
      queries={[accommodation]}
      data={accommodation.data}
      isEmpty={(data) => data === null}
      empty={t('accommodation.empty')}
    >
      {(data) => {
        if (!data) return null;
        const tel = toTelHref(data.contact_phone);
        return (
          <Stack vertical gap={8}>
            <Stack gap={8} align="center" wrap>
              <Text strong>{data.name}</Text>
              <StatusTag tone="default" label={t(`accommodation.type.${data.type}`)} />
            </Stack>
            <Terms
              items={[
                { key: 'address', label: t('accommodation.address'), children: data.address },
                ...(data.room ? [{ key: 'room', label: t('accommodation.room'), children: data.room }] : []),
                ...(data.board && !compact
                  ? [{ key: 'board', label: t('accommodation.board'), children: data.board }]
                  : []),
                { key: 'in', label: t('accommodation.checkIn'), children: formatDate(data.check_in) },
                { key: 'out', label: t('accommodation.checkOut'), children: formatDate(data.check_out) },
                ...(tel && !compact
                  ? [
                      {
                        key: 'phone',
                        label: t('accommodation.phone'),
                        children: <a href={tel}>{data.contact_phone}</a>,
                      },
                    ]
                  : []),
              ]}
            />
          </Stack>
        );
      }}
    </SectionStates>
  );
}
