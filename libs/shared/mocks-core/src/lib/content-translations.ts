import type {
  Attraction,
  BankAccountOffer,
  Banner,
  EventDetail,
  EventSummary,
  InvoiceDetail,
  MembershipPlan,
  NewsArticle,
  OnboardingPack,
  Order,
  Placement,
  PromotionDetail,
  Statement,
  Subscription,
  TasteCard,
  Wallet,
  WalletTransaction,
} from '@portal/api-contract';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@portal/util';
import { catalogText } from './catalog-translations';
import { articleImage, HOSTILE_ARTICLE_SLUG, PHISHING_MAIL } from './article-html';
import { OLDER_NEWS, OTHER_PROMOTIONS, type NewsText, type PromotionText } from './news-translations';
import { ok } from './responses';

// What the demo has translated: the notice for every student, the dashboard's banners, every news article and every
// current offer (here and in news-translations.ts); and, by their English wording (catalog-translations.ts and
// account-translations.ts), the invoices' descriptions and lines, the statement, the courses, the e-SIM plans, the
// attractions, the events, the shop's and the services' texts, orders, plans and packs, documents and letters, wallet
// entries and the bank account offer. Everything else answers in English whatever is asked.
type Translated = Exclude<Language, 'en'>;

const NOTIFICATION_EN = 'The student office is closed on Friday 27 November for staff training.';

const NOTIFICATIONS: Record<string, Record<Translated, string>> = {
  [NOTIFICATION_EN]: {
    'zh-CN': '学生办公室将于11月27日（星期五）因员工培训关闭。',
    ar: 'مكتب الطلاب مغلق يوم الجمعة 27 نوفمبر بسبب تدريب الموظفين.',
  },
};

type BannerText = Pick<Banner, 'title' | 'text' | 'link_label'>;

const BANNERS: Record<Translated, Record<number, BannerText>> = {
  'zh-CN': {
    1: {
      title: '欢迎来到伦敦！',
      text: '游船派对、戏剧之夜和徒步导览：看看本月有哪些活动。',
      link_label: '查看活动',
    },
    2: { title: '健身房首月免费', text: 'Riverside Gym 为学生提供首月免费。', link_label: '领取优惠' },
    3: { title: '城市出行', text: '使用官方交通规划工具规划您的行程。', link_label: '打开行程规划工具' },
    4: {
      title: '告诉我们您最初几周的情况',
      text: '关于您的抵达、房间和课程的五个问题。',
      link_label: '填写问卷',
    },
  },
  ar: {
    1: {
      title: 'مرحبًا بك في لندن!',
      text: 'حفلات على القوارب وأمسيات مسرحية وجولات سيرًا على الأقدام: اطّلع على فعاليات هذا الشهر.',
      link_label: 'عرض الفعاليات',
    },
    2: {
      title: 'شهرك الأول في النادي الرياضي مجاني',
      text: 'يرحّب Riverside Gym بالطلاب بشهر أول مجاني.',
      link_label: 'احصل على العرض',
    },
    3: {
      title: 'التنقل في المدينة',
      text: 'خطّط لرحلاتك باستخدام مخطط المواصلات الرسمي.',
      link_label: 'افتح مخطط الرحلات',
    },
    4: {
      title: 'أخبرنا عن أسابيعك الأولى',
      text: 'خمسة أسئلة عن وصولك وغرفتك ودورتك الدراسية.',
      link_label: 'أجب عن الاستبيان',
    },
  },
};

const NEWS: Record<Translated, Record<string, NewsText>> = {
  'zh-CN': {
    'winter-closing-dates': {
      title: '学生办公室冬季休息日期',
      summary: '办公室将于12月24日至1月1日关闭。内附紧急联系方式。',
      category: '学生办公室',
      body_html: `<p>学生办公室将于<strong>12月24日</strong>至<strong>1月1日</strong>关闭。宿舍照常开放，前台保持正常工作时间。</p>
<p>如果在我们关闭期间发生紧急情况，请拨打宿舍钥匙卡上印的紧急电话，或在<a href="/panel/support-center">支持中心</a>提交申请，我们将在1月2日答复。</p>`,
    },
    [HOSTILE_ARTICLE_SLUG]: {
      title: '钓鱼警告：虚假付款邮件',
      summary: '一些学生收到了要求他们在虚假网站上支付发票的电子邮件。以下是识别方法。',
      category: '安全',
      body_html: `<p>一些学生收到了看起来像是我们发出的电子邮件，要求他们在其他网站上支付发票。<strong>我们只会要求您在本门户中付款。</strong></p>
<p>以下是其中一封邮件的原文：</p>
${PHISHING_MAIL}
<p>如果您收到此类邮件，请不要点击任何内容。请通过<a href="/panel/support-center">支持中心</a>举报，并阅读<a href="https://www.ncsc.gov.uk/collection/phishing-scams">英国国家网络安全中心关于网络钓鱼的建议</a>。</p>`,
    },
    'christmas-market-trip': {
      title: '加入我们的冬季仙境市集之旅',
      summary: '在圣诞市集度过一个学生之夜，门票优惠，第一杯热饮由我们请客。',
      category: '活动',
      body_html: `<p>12月11日我们将一起前往海德公园的冬季仙境市集。晚上6点在大理石拱门入口集合。</p>
${articleImage('Winter market', '冬季市集')}
<p>门票在<a href="/panel/events">活动</a>栏目中；第一杯热饮由我们请客。</p>`,
    },
  },
  ar: {
    'winter-closing-dates': {
      title: 'مواعيد إغلاق مكتب الطلاب في الشتاء',
      summary: 'يُغلق المكتب من 24 ديسمبر إلى 1 يناير. أرقام الطوارئ في الداخل.',
      category: 'مكتب الطلاب',
      body_html: `<p>مكتب الطلاب مغلق من <strong>24 ديسمبر</strong> إلى <strong>1 يناير</strong>. تبقى السكنات مفتوحة ويحافظ مكتب الاستقبال على ساعات عمله المعتادة.</p>
<p>إذا حدث أمر عاجل أثناء الإغلاق، فاتصل برقم الطوارئ المطبوع على بطاقة مفتاح سكنك، أو قدّم طلبًا في <a href="/panel/support-center">مركز الدعم</a> وسنرد عليك في 2 يناير.</p>`,
    },
    [HOSTILE_ARTICLE_SLUG]: {
      title: 'تحذير من التصيّد: رسائل دفع مزيّفة',
      summary:
        'تلقّى بعض الطلاب رسائل بريد إلكتروني تطلب منهم دفع فواتير على موقع مزيّف. إليك كيف تتعرّف عليها.',
      category: 'الأمان',
      body_html: `<p>تلقّى عدد من الطلاب رسائل بريد إلكتروني تبدو كأنها منّا وتطلب منهم دفع فاتورة على موقع آخر. <strong>لا نطلب منك أبدًا الدفع في أي مكان غير هذه البوابة.</strong></p>
<p>هذا ما احتوته إحدى تلك الرسائل كما وصلت:</p>
${PHISHING_MAIL}
<p>إذا وصلتك رسالة كهذه فلا تنقر على أي شيء. أبلغ عنها عبر <a href="/panel/support-center">مركز الدعم</a> واقرأ <a href="https://www.ncsc.gov.uk/collection/phishing-scams">نصائح المركز الوطني للأمن السيبراني حول التصيّد</a>.</p>`,
    },
    'christmas-market-trip': {
      title: 'انضم إلى رحلتنا إلى سوق Winter Wonderland',
      summary: 'أمسية طلابية في سوق عيد الميلاد، مع دخول مخفّض ومشروب ساخن أول على حسابنا.',
      category: 'الفعاليات',
      body_html: `<p>في 11 ديسمبر نذهب معًا إلى سوق Winter Wonderland في هايد بارك. نلتقي في الساعة 6 مساءً عند مدخل ماربل آرتش.</p>
${articleImage('Winter market', 'سوق الشتاء')}
<p>التذاكر في قسم <a href="/panel/events">الفعاليات</a>؛ أول مشروب ساخن على حسابنا.</p>`,
    },
  },
};

const PROMOTIONS: Record<Translated, Record<string, PromotionText>> = {
  'zh-CN': {
    'riverside-gym-first-month-free': {
      title: '在 Riverside Gym 的第一个月免费',
      summary: '凭学生卡加入 Riverside Gym，首月无需付费。',
      discount: '首月免费',
      category: '运动',
      body_html: `<p>Riverside Gym 在伦敦市中心有三家分店，营业时间为早上6点至晚上11点，提供课程、游泳池和桑拿。</p>
<p>我们学校的学生加入无需入会费，并且<strong>首月无需付费</strong>。课程表请见<a href="https://riverside-gym.example/timetable">其网站</a>。</p>`,
      terms: ['仅限持有效学生卡的学生。', '免费月之后需至少办理3个月会员。', '每位学生仅可享受一次免费月。'],
      instructions: '在线加入时输入优惠码，或在前台出示。',
    },
  },
  ar: {
    'riverside-gym-first-month-free': {
      title: 'شهرك الأول في Riverside Gym مجاني',
      summary: 'انضم إلى Riverside Gym ببطاقتك الطلابية ولا تدفع شيئًا في الشهر الأول.',
      discount: 'الشهر الأول مجانًا',
      category: 'الرياضة',
      body_html: `<p>لدى Riverside Gym ثلاثة فروع في وسط لندن، تفتح من 6 صباحًا حتى 11 مساءً، وفيها حصص رياضية ومسبح وساونا.</p>
<p>ينضم طلاب مدارسنا دون رسوم اشتراك و<strong>لا يدفعون شيئًا في الشهر الأول</strong>. اطّلع على الجدول في <a href="https://riverside-gym.example/timetable">موقعهم الإلكتروني</a>.</p>`,
      terms: [
        'للطلاب الذين يحملون بطاقة طلابية سارية.',
        'تنطبق عضوية لا تقل عن 3 أشهر بعد الشهر المجاني.',
        'شهر مجاني واحد لكل طالب.',
      ],
      instructions: 'أدخل الرمز عند الانضمام عبر الإنترنت أو أظهره في الاستقبال.',
    },
  },
};

/**
 * The language an `Accept-Language` header asks for, among the portal's: the first listed (by weight) that the demo
 * speaks, exactly or by its primary tag (`ar-EG` is Arabic, `zh` Simplified Chinese); English when none is.
 */
export function askedLanguage(header: string | null): Language {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { range: range.trim().toLowerCase(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ range, weight }) => range && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const primary = (tag: string) => tag.toLowerCase().split('-')[0];
  for (const { range } of ranges) {
    const found =
      SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === range) ??
      SUPPORTED_LANGUAGES.find((language) => primary(language) === primary(range));
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Puts one answer's content in the asked language where the demo has it, and remembers which languages the answer
 * ended up in (its `Content-Language`: the asked one first, English for what has no translation).
 */
export class ContentTranslator {
  private readonly used = new Set<Language>();

  constructor(readonly language: Language) {}

  private found<T>(text: T | undefined): T | undefined {
    this.used.add(text === undefined ? DEFAULT_LANGUAGE : this.language);
    return text;
  }

  private table<T>(tables: Record<Translated, T>): T | undefined {
    const language = this.language;
    return language === 'en' ? undefined : tables[language];
  }

  notification(message: string | null): string | null {
    if (message === null) return null;
    const texts = NOTIFICATIONS[message];
    return this.found(texts && this.table(texts)) ?? message;
  }

  banner(banner: Banner): Banner {
    return { ...banner, ...this.found(this.table(BANNERS)?.[banner.id]) };
  }

  news(article: NewsArticle): NewsArticle {
    const slug = article.slug;
    return { ...article, ...this.found(this.table(NEWS)?.[slug] ?? this.table(OLDER_NEWS)?.[slug]) };
  }

  promotion(promotion: PromotionDetail): PromotionDetail {
    const slug = promotion.slug;
    const text = this.found(this.table(PROMOTIONS)?.[slug] ?? this.table(OTHER_PROMOTIONS)?.[slug]);
    if (!text) return promotion;
    const { instructions, label, ...rest } = text;
    const redeem = { ...promotion.redeem };
    if (instructions !== undefined && redeem.instructions !== null) redeem.instructions = instructions;
    if (label !== undefined && redeem.method === 'link' && redeem.label !== null) redeem.label = label;
    return { ...promotion, ...rest, redeem };
  }

  /** A text of the catalogue, the invoices or the stay (catalog-translations.ts), by its English wording. */
  text(english: string): string {
    const language = this.language;
    return this.found(language === 'en' ? undefined : catalogText(english, language)) ?? english;
  }

  /** A text's translation, if the demo has one, without counting it in the answer's languages (a search). */
  lookup(english: string): string | undefined {
    const language = this.language;
    return language === 'en' ? undefined : catalogText(english, language);
  }

  /** `item` with the text fields named translated (a null one stays null). */
  private fields<T extends object>(item: T, keys: ReadonlyArray<keyof T>): T {
    const translated = { ...item };
    for (const key of keys) {
      const value = item[key];
      if (typeof value === 'string') translated[key] = this.text(value) as T[keyof T];
    }
    return translated;
  }

  invoice(invoice: InvoiceDetail): InvoiceDetail {
    return { ...invoice, lines: invoice.lines.map((line) => this.fields(line, ['description'])) };
  }

  /** An invoice of the list or the statement, or any answer's line: its description. */
  described<T extends { description: string | null }>(item: T): T {
    return this.fields(item, ['description']);
  }

  statement(statement: Statement): Statement {
    return { ...statement, lines: statement.lines.map((line) => this.described(line)) };
  }

  plan(plan: MembershipPlan): MembershipPlan {
    return {
      ...this.fields(plan, ['name', 'description']),
      benefits: plan.benefits.map((benefit) => this.text(benefit)),
    };
  }

  pack<T extends Pick<OnboardingPack, 'name' | 'summary' | 'contents'>>(pack: T): T {
    return {
      ...this.fields(pack, ['name', 'summary']),
      contents: pack.contents.map((content) => this.text(content)),
    };
  }

  subscription(subscription: Subscription): Subscription {
    const change = subscription.scheduled_change;
    return {
      ...subscription,
      plan: this.plan(subscription.plan),
      scheduled_change: change && { ...change, plan: this.plan(change.plan) },
    };
  }

  /** A document or letter: its title (the file keeps its name). */
  document<T extends { title: string }>(document: T): T {
    return this.fields(document, ['title']);
  }

  walletEntry(entry: WalletTransaction): WalletTransaction {
    return this.described(entry);
  }

  wallet(wallet: Wallet): Wallet {
    return { ...wallet, transactions: wallet.transactions.map((entry) => this.walletEntry(entry)) };
  }

  bankAccount(offer: BankAccountOffer): BankAccountOffer {
    return {
      ...this.fields(offer, ['summary']),
      requirements: offer.requirements.map((requirement) =>
        this.fields(requirement, ['title', 'description']),
      ),
    };
  }

  order(order: Order): Order {
    return { ...order, items: order.items.map((item) => this.fields(item, ['name'])) };
  }

  tasteCard(card: TasteCard): TasteCard {
    return {
      ...this.fields(card, ['name', 'description']),
      benefits: card.benefits.map((benefit) => this.text(benefit)),
    };
  }

  /** A service, an additional service or its category: its name, description and summary. */
  service<T extends { name: string }>(service: T): T {
    return this.fields(service, ['name', 'description', 'summary'] as Array<keyof T>);
  }

  placement(placement: Placement | null): Placement | null {
    return placement && this.fields(placement, ['course', 'level']);
  }

  /** A shop product, ticket or category, an e-SIM plan or e-SIM: its name, description and coverage. */
  product<T extends { name: string }>(product: T): T {
    return this.fields(product, ['name', 'description', 'coverage'] as Array<keyof T>);
  }

  event<T extends EventSummary | EventDetail>(event: T): T {
    const translated = this.fields(event, ['title', 'summary', 'category', 'description'] as Array<keyof T>);
    return 'tickets' in translated
      ? { ...translated, tickets: translated.tickets.map((ticket) => this.product(ticket)) }
      : translated;
  }

  attraction(attraction: Attraction): Attraction {
    return {
      ...this.fields(attraction, ['name', 'summary', 'duration']),
      tickets: attraction.tickets.map((ticket) => this.product(ticket)),
    };
  }

  /** The `Content-Language` of the answer: the languages its content is in. */
  contentLanguage(): string {
    const others = [...this.used].filter((language) => language !== this.language);
    const languages = this.used.has(this.language) ? [this.language, ...others] : others;
    return languages.length > 0 ? languages.join(', ') : DEFAULT_LANGUAGE;
  }
}

/** The translator for a request's `Accept-Language`. */
export const translatorFor = (request: Request) =>
  new ContentTranslator(askedLanguage(request.headers.get('accept-language')));

/** The envelope of translated content, with the `Content-Language` it ended up in. */
export const translatedOk = <T>(data: T, translate: ContentTranslator) =>
  ok(data, undefined, { headers: { 'content-language': translate.contentLanguage() } });
