import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../testing';
import { HOSTILE_ARTICLE_SLUG, HOSTILE_FLAG, askedLanguage, ContentTranslator } from '@portal/mocks-core';

// The day before the office's closing day, while its notice is current.
const { db, bearer } = setupMockApi({ now: () => Date.parse('2026-11-26T12:00:00Z') });
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
      expect(notification).toEqual({
        language,
        data: { message: notice[language], type: 'info', expires_at: '2026-11-28T00:00:00Z' },
      });
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

  it('answers every news article and current offer in the asked language', async () => {
    const latest = await get('/news?page=1&per_page=3', 'ar');
    expect(latest.language).toBe('ar');
    expect(latest.data.items.map((item: { title: string }) => item.title)).toEqual([
      'مواعيد إغلاق مكتب الطلاب في الشتاء',
      'تحذير من التصيّد: رسائل دفع مزيّفة',
      'انضم إلى رحلتنا إلى سوق Winter Wonderland',
    ]);
    expect(latest.data.items[0]).not.toHaveProperty('body_html');
    const all = await get('/news?page=1&per_page=20', 'zh-CN');
    expect(all.language).toBe('zh-CN');
    expect(all.data.items.at(-1)).toMatchObject({ title: '开设英国银行账户', category: '伦敦生活' });
    // Each article whole: its pictures' captions too.
    const recap = await get('/news/welcome-week-recap', 'ar');
    expect(recap.data.body_html).toContain('<figcaption>حفلة القارب</figcaption>');

    // The quoted phishing mail stays as it came, hostile markup and all.
    const article = await get(`/news/${HOSTILE_ARTICLE_SLUG}`, 'zh-CN');
    expect(article.data.title).toBe('钓鱼警告：虚假付款邮件');
    expect(article.data.body_html).toContain(`<script>window.${HOSTILE_FLAG} = true;`);
    expect(article.data.body_html).toContain('Verify your account');

    const offers = await get('/promotions', 'ar');
    expect(offers.language).toBe('ar');
    expect(offers.data[0]).toMatchObject({ featured: true, title: 'شهرك الأول في Riverside Gym مجاني' });
    const offer = await get('/promotions/riverside-gym-first-month-free', 'zh-CN');
    expect(offer.data.redeem).toEqual({
      method: 'code',
      code: 'STUDENTGYM26',
      instructions: '在线加入时输入优惠码，或在前台出示。',
    });
    const books = await get('/promotions/foyle-and-page-books-15-off', 'ar');
    expect(books.language).toBe('ar');
    expect(books.data).toMatchObject({ title: 'خصم 15٪ على الكتب الدراسية', partner: 'Foyle & Page Books' });
    expect(books.data.redeem).toMatchObject({ label: 'تسوّق عبر صفحة الطلاب', instructions: null });
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

  it('answers the student’s own texts in the asked language: invoices, statement, plans, packs, letters, wallet, bank, orders, services', async () => {
    const page = await get('/student_portal/invoices?page=1&per_page=50&sort=number&order=asc', 'ar');
    expect(page.language).toBe('ar');
    expect(page.data.items[1]).toMatchObject({ number: 'INV-000102', description: 'تأمين السكن' });
    // The search finds a description in the words the student reads, and in English.
    const found = await get(`/student_portal/invoices?search=${encodeURIComponent('تأمين السكن')}`, 'ar');
    expect(found.data.items.map((invoice: { number: string }) => invoice.number)).toEqual(['INV-000102']);
    expect((await get('/student_portal/invoices?search=deposit', 'ar')).data.total).toBe(1);

    const statement = await get('/student_portal/statement?from=2026-09-01&to=2026-09-30', 'zh-CN');
    expect(statement.language).toBe('zh-CN');
    expect(statement.data.lines.map((line: { description: string | null }) => line.description)).toContain(
      '住宿，9月',
    );

    const plans = await get('/packages/membership_plans', 'zh-CN');
    expect(plans.data[0]).toMatchObject({ name: '学生会员', billing_period: 'yearly', price: 49 });
    expect((await get('/packages/onboarding_packages', 'ar')).data[0].contents[3]).toBe(
      'دليل الترحيب وخريطة المدينة',
    );
    expect((await get('/packages/subscription', 'ar')).data[0].plan.name).toBe('النادي الرياضي والعافية');
    const letters = await get('/student_portal/my_documents?type=letter', 'zh-CN');
    expect(letters.data.map((letter: { title: string }) => letter.title)).toEqual([
      '地址证明信',
      '签证支持信',
    ]);
    expect(letters.data[0].file_name).toBe('address-confirmation-letter.txt');
    const wallet = await get('/ambassador/wallet', 'ar');
    expect(wallet.data.transactions[0].description).toBe('إحالة: حجز Priya Nair');
    const bank = await get('/student_portal/bank_account', 'zh-CN');
    expect(bank.data).toMatchObject({ partner_name: 'Thames Student Bank' });
    expect(bank.data.requirements[0].title).toBe('您的护照');
    const orders = await get('/student_portal/orders', 'ar');
    expect(orders.data.at(-1).items[0].name).toBe('طقم لحاف ووسائد');
    expect((await get('/student_portal/service', 'zh-CN')).data[0].name).toBe('居家服务');
    expect((await get('/student_portal/taste-card', 'ar')).data.benefits[2]).toBe('تعمل كل أيام الأسبوع');
  });

  it('has every seeded text of the student’s account in both other languages', () => {
    const english = [
      ...[1001, 1002].flatMap((student) => [
        ...db.listInvoices(student).map((invoice) => invoice.description),
        ...db.documents.list(student, 'letter', String).map((letter) => letter.title),
        ...db.documents.list(student, null, String).map((document) => document.title),
        ...db.wallet.wallet(student).transactions.map((entry) => entry.description),
      ]),
      ...db.packages.listPlans().flatMap((plan) => [plan.name, plan.description, ...plan.benefits]),
      ...db.packages.listPacks(1001).flatMap((pack) => [pack.name, pack.summary, ...pack.contents]),
      ...db.shop.services.flatMap((service) => [service.name, service.summary]),
      ...db.shop.additionalServiceCategories.flatMap((category) => [category.name, category.description]),
      ...db.shop.listAdditionalServices(1).flatMap((service) => [service.name, service.description]),
    ].filter((text) => !/^Activity fee \d+$/.test(text));
    for (const language of ['zh-CN', 'ar'] as const) {
      const translate = new ContentTranslator(language);
      expect(english.filter((text) => translate.text(text) === text)).toEqual([]);
    }
  });
});
