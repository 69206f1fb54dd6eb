import { apiConfig } from '@portal/data-access';
import { PartnerFrame } from './partner-frame';
import { Card } from 'antd';

/** A partner's own page (the bank's application, the travel search) in a card of its own, in the safe frame. */
export function PartnerPageCard({
  heading,
  url,
  frameTitle,
}: {
  heading: string;
  url: string;
  frameTitle: string;
}) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{heading}</h2>}>
      <PartnerFrame url={url} allowList={apiConfig.frameHosts} title={frameTitle} />
    </Card>
  );
}
