import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../testing';
import { HOSTILE_ARTICLE_SLUG, HOSTILE_FLAG } from './content-seed';
import { askedLanguage } from './content-translations';

const { db, bearer } = setupMockApi();
const api = 'http://api.test';

async function get(path: string, language?: string) {
  const headers: Record<string, string> = bearer();
  if (language) headers['accept-language'] = language;
  const response = await fetch(`${api}${path}`, { headers });
  return { language: response.headers.get('content-language'), data: (await response.json()).data };
}

describe('the language of the demo’s content', () => {
  it('reads Accept-Language by weight, by primary tag, and falls back to English', () => {
    expect(askedLanguage('ar')).toBe('ar');
    expect(askedLanguage('zh-CN')).toBe('zh-CN');
    expect(askedLanguage('zh')).toBe('zh-CN');
    expect(askedLanguage('ar-EG,ar;q=0.9')).toBe('ar');
    expect(askedLanguage('fr-FR, ar;q=0.4, zh-CN;q=0.8')).toBe('zh-CN');
    expect(askedLanguage('ar;q=0, en')).toBe('en');
    expect(askedLanguage('fr')).toBe('en');
    expect(askedLanguage('')).toBe('en');
    expect(askedLanguage(null)).toBe('en');
  });

  it('answers the notice and the banners in every language, saying which', async () => {
    const notice = {
      en: 'The student office is closed on Friday 27 November for staff training.',
      'zh-CN': '学生办公室将于11月27日（星期五）因员工培训关闭。',
      ar: 'مكتب الطلاب مغلق يوم الجمعة 27 نوفمبر بسبب تدريب الموظفين.',
    };
    const welcome = { en: 'Welcome to London!', 'zh-CN': '欢迎来到伦敦！', ar: 'مرحبًا بك في لندن!' };
    for (const language of ['en', 'zh-CN', 'ar'] as const) {
      const notification = await get('/student_portal/global_notification', language);
      expect(notification).toEqual({ language, data: { message: notice[language], type: 'info' } });
      const banners = await get('/banners', language);
      expect(banners.language).toBe(language);
      expect(banners.data[0]).toMatchObject({ title: welcome[language], link: '/panel/events' });
    }
    // Without the header, English.
    expect((await get('/banners')).language).toBe('en');
  });

  it('leaves a notice it has no translation of in English, and says so', async () => {
    db.globalNotification = { message: 'Fire drill at noon.', type: 'warning' };
    expect(await get('/student_portal/global_notification', 'ar')).toEqual({
      language: 'en',
      data: { message: 'Fire drill at noon.', type: 'warning' },
    });
  });

  it('answers the dashboard’s news and featured offer in the asked language, the rest in English', async () => {
    const latest = await get('/news?page=1&per_page=3', 'ar');
    expect(latest.language).toBe('ar');
    expect(latest.data.items.map((item: { title: string }) => item.title)).toEqual([
      'مواعيد إغلاق مكتب الطلاب في الشتاء',
      'تحذير من التصيّد: رسائل دفع مزيّفة',
      'انضم إلى رحلتنا إلى سوق Winter Wonderland',
    ]);
    expect(latest.data.items[0]).not.toHaveProperty('body_html');
    expect((await get('/news', 'zh-CN')).language).toBe('zh-CN, en');

    // The quoted phishing mail stays as it came, hostile markup and all.
    const article = await get(`/news/${HOSTILE_ARTICLE_SLUG}`, 'zh-CN');
    expect(article.data.title).toBe('钓鱼警告：虚假付款邮件');
    expect(article.data.body_html).toContain(`<script>window.${HOSTILE_FLAG} = true;`);
    expect(article.data.body_html).toContain('Verify your account');

    const offers = await get('/promotions', 'ar');
    expect(offers.language).toBe('ar, en');
    expect(offers.data[0]).toMatchObject({ featured: true, title: 'شهرك الأول في Riverside Gym مجاني' });
    const offer = await get('/promotions/riverside-gym-first-month-free', 'zh-CN');
    expect(offer.data.redeem).toEqual({
      method: 'code',
      code: 'STUDENTGYM26',
      instructions: '在线加入时输入优惠码，或在前台出示。',
    });
    expect((await get('/promotions/city-cinema-tuesday-tickets', 'ar')).language).toBe('en');
  });
});
