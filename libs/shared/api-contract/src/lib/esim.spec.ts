import { describe, expect, it } from 'vitest';
import { esimActivationSchema } from './esim';
import { walletSchema } from './wallet';

describe('e-SIM activation', () => {
  const activation = {
    manual_code: 'LPA:1$smdp.example$CODE',
    smdp_address: 'smdp.example',
    activation_code: 'CODE',
    confirmation_code: null,
  };

  it('keeps a QR image that is a data image or an http(s) address', () => {
    for (const image of ['data:image/png;base64,AAAA', 'https://cdn.example/qr.png']) {
      expect(esimActivationSchema.parse({ ...activation, qr_code_image: image }).qr_code_image).toBe(image);
    }
  });

  it('drops any other QR image but keeps the codes', () => {
    for (const image of ['javascript:alert(1)', 'data:text/html,<script>1</script>', 'not a url']) {
      expect(esimActivationSchema.parse({ ...activation, qr_code_image: image })).toEqual({
        ...activation,
        qr_code_image: null,
      });
    }
  });
});

describe('wallet', () => {
  it('refuses a negative balance', () => {
    const wallet = { balance: -1, currency: 'GBP', referral_code: null, earned: [], transactions: [] };
    expect(walletSchema.safeParse(wallet).success).toBe(false);
    expect(walletSchema.safeParse({ ...wallet, balance: 0 }).success).toBe(true);
  });
});
