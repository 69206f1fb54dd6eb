import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../testing';
import { HOSTILE_ARTICLE_SLUG, HOSTILE_FLAG } from './content-seed';
import { askedLanguage, ContentTranslator } from './content-translations';

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

  it('answers invoice lines, the course, e-SIM plans, attractions, events and the shop in the asked language', async () => {
    const invoice = await get('/student_portal/invoices/1', 'zh-CN');
    expect(invoice.language).toBe('zh-CN');
    expect(invoice.data.lines[0].description).toBe('学费，秋季学期');
    // Amounts, numbers and dates stay as they are.
    expect(invoice.data).toMatchObject({ number: 'INV-000101', amount: 3200 });
    expect((await get('/student_portal/invoices/1', 'ar')).data.lines[0].description).toBe(
      'الرسوم الدراسية، الفصل الخريفي',
    );
    expect((await get('/student_portal/invoices/1')).data.lines[0].description).toBe('Tuition, autumn term');

    expect((await get('/student_portal/placement', 'ar')).data.course).toBe('الإنجليزية العامة');
    const plans = await get('/hubby/plans', 'zh-CN');
    expect(plans.data[0]).toMatchObject({ name: '英国入门 3 GB', coverage: '英国', price: 5 });
    const attractions = await get('/ventrata/attractions', 'ar');
    expect(attractions.data[1].name).toBe('برج لندن');
    expect(attractions.data[1].tickets[0].name).toBe('دخول الطلاب');
    expect(attractions.data[1].location).toBe('Tower Hill, London EC3N 4AB');
    const event = await get('/ingresso/events/1', 'zh-CN');
    expect(event.data).toMatchObject({ title: '泰晤士河游船派对', venue: 'Tower Millennium Pier' });
    // The options go back to the API as chosen: they stay as the API knows them.
    expect(event.data.tickets[1].options[0].values).toEqual(['Meat', 'Fish', 'Vegetarian']);
    const products = await get('/student_portal/products?category_id=1', 'ar');
    expect(products.data[0]).toMatchObject({ name: 'طقم لحاف ووسائد' });
    expect((await get('/student_portal/products/105', 'zh-CN')).data.description).toBe('五本A4笔记本和笔。');
    const categories = await get('/student_portal/categories?parent=shop', 'zh-CN');
    expect(categories.data.map((category: { name: string }) => category.name)).toContain('学习必备');
  });

  it('has every seeded invoice line, course, e-SIM plan, attraction and shop product in both other languages', () => {
    const english = [
      ...[1001, 1002].flatMap((student) =>
        db
          .listInvoices(student)
          .flatMap((invoice) => db.findInvoice(student, invoice.id)?.lines ?? [])
          .map((line) => line.description),
      ),
      ...db.esim.plans.flatMap((plan) => [plan.name, plan.description]),
      ...db.content.attractions.flatMap((attraction) => [attraction.name, attraction.summary]),
      ...db.shop.listProducts(1).map((product) => product.name),
    ];
    for (const language of ['zh-CN', 'ar'] as const) {
      const translate = new ContentTranslator(language);
      const untranslated = english.filter((text) => translate.text(text) === text);
      expect(untranslated).toEqual([]);
    }
  });
});
