import type { Language } from '@portal/util';

type Translated = Exclude<Language, 'en'>;
type Texts = Record<string, Record<Translated, string>>;

/**
 * The demo's texts of the student's own account in the portal's other languages, by their English wording (as
 * catalog-translations.ts, which looks them up with its own): invoices' descriptions (the list and the statement),
 * membership plans and onboarding packs, letters and documents, wallet entries, the bank account offer, and the
 * services and additional services beside the shop. Names of people, partners and brands stay as they are.
 */
const INVOICE_DESCRIPTIONS: Texts = {
  'Accommodation deposit': { 'zh-CN': '住宿押金', ar: 'تأمين السكن' },
  'Accommodation, September': { 'zh-CN': '住宿，9月', ar: 'السكن، سبتمبر' },
  'Accommodation, October': { 'zh-CN': '住宿，10月', ar: 'السكن، أكتوبر' },
  'Accommodation, November': { 'zh-CN': '住宿，11月', ar: 'السكن، نوفمبر' },
  'Airport pickup': { 'zh-CN': '机场接机', ar: 'الاستقبال من المطار' },
  'Exam registration': { 'zh-CN': '考试报名', ar: 'التسجيل في الامتحان' },
  'Student travel card': { 'zh-CN': '学生交通卡', ar: 'بطاقة المواصلات الطلابية' },
  'Library fine': { 'zh-CN': '图书馆罚款', ar: 'غرامة المكتبة' },
  'Gym & wellbeing, September to November': {
    'zh-CN': '健身与健康，9月至11月',
    ar: 'النادي الرياضي والعافية، من سبتمبر إلى نوفمبر',
  },
  'Welcome event ticket': { 'zh-CN': '迎新活动门票', ar: 'تذكرة فعالية الترحيب' },
  'Homestay, October': { 'zh-CN': '寄宿家庭，10月', ar: 'الإقامة لدى عائلة، أكتوبر' },
  'Homestay, November': { 'zh-CN': '寄宿家庭，11月', ar: 'الإقامة لدى عائلة، نوفمبر' },
  'Course books': { 'zh-CN': '课本', ar: 'الكتب الدراسية' },
  'Visa letter courier': { 'zh-CN': '签证信函快递', ar: 'إرسال خطاب التأشيرة بالبريد السريع' },
  'Student membership, October': { 'zh-CN': '学生会员，10月', ar: 'عضوية الطالب، أكتوبر' },
  'Student membership, November': { 'zh-CN': '学生会员，11月', ar: 'عضوية الطالب، نوفمبر' },
  'Gym & wellbeing, October': { 'zh-CN': '健身与健康，10月', ar: 'النادي الرياضي والعافية، أكتوبر' },
  // A plan's checkout, "<plan>, <period>" (packages-store.ts): the period in the membership page's words.
  'Student membership, yearly': { 'zh-CN': '学生会员，按年', ar: 'عضوية الطالب، سنوية' },
  'Student membership, monthly': { 'zh-CN': '学生会员，按月', ar: 'عضوية الطالب، شهرية' },
  'Gym & wellbeing, quarterly': { 'zh-CN': '健身与健康，按季度', ar: 'النادي الرياضي والعافية، ربع سنوية' },
  'Gym & wellbeing, monthly': { 'zh-CN': '健身与健康，按月', ar: 'النادي الرياضي والعافية، شهرية' },
  'Onboarding pack: Premium': { 'zh-CN': '入学礼包：高级版', ar: 'حزمة البداية: المميزة' },
  'Onboarding pack: Study kit': { 'zh-CN': '入学礼包：学习套装', ar: 'حزمة البداية: عدة الدراسة' },
};

const PACKAGES: Texts = {
  'Student membership': { 'zh-CN': '学生会员', ar: 'عضوية الطالب' },
  'Discounts and events across the city for the whole school year, paid once.': {
    'zh-CN': '整个学年享受全城折扣和活动，一次付清。',
    ar: 'خصومات وفعاليات في أنحاء المدينة طوال العام الدراسي، تُدفع مرة واحدة.',
  },
  'The same benefits month by month, for shorter stays.': {
    'zh-CN': '同样的权益按月支付，适合较短的停留。',
    ar: 'المزايا نفسها شهرًا بشهر، للإقامات الأقصر.',
  },
  'Discounts at more than 200 partner shops, cafés and cinemas': {
    'zh-CN': '在200多家合作商店、咖啡馆和电影院享受折扣',
    ar: 'خصومات في أكثر من 200 متجر ومقهى وسينما شريكة',
  },
  'Free entry to the welcome party and the monthly socials': {
    'zh-CN': '免费参加迎新派对和每月社交活动',
    ar: 'دخول مجاني إلى حفلة الترحيب واللقاءات الشهرية',
  },
  'Student ID card and printed city guide': {
    'zh-CN': '学生证和纸质城市指南',
    ar: 'بطاقة الطالب ودليل مطبوع للمدينة',
  },
  'Priority answers from the student office': {
    'zh-CN': '学生办公室优先答复',
    ar: 'أولوية في الرد من مكتب الطلاب',
  },
  'Gym & wellbeing': { 'zh-CN': '健身与健康', ar: 'النادي الرياضي والعافية' },
  'Three partner gyms, the pool and weekly yoga, billed every three months.': {
    'zh-CN': '三家合作健身房、游泳池和每周瑜伽，每三个月收费一次。',
    ar: 'ثلاثة نوادٍ رياضية شريكة والمسبح واليوغا أسبوعيًا، تُدفع كل ثلاثة أشهر.',
  },
  'Gyms, pool and classes month by month.': {
    'zh-CN': '健身房、游泳池和课程，按月支付。',
    ar: 'النوادي الرياضية والمسبح والحصص شهرًا بشهر.',
  },
  'Unlimited access to three partner gyms': {
    'zh-CN': '不限次使用三家合作健身房',
    ar: 'دخول غير محدود إلى ثلاثة نوادٍ رياضية شريكة',
  },
  'Swimming pool, every day until 10 pm': {
    'zh-CN': '游泳池每天开放至晚上10点',
    ar: 'المسبح كل يوم حتى الساعة 10 مساءً',
  },
  'Weekly yoga and pilates classes': { 'zh-CN': '每周瑜伽和普拉提课程', ar: 'حصص يوغا وبيلاتس أسبوعية' },
  'One free session with a personal trainer each term': {
    'zh-CN': '每学期一次免费私教课',
    ar: 'جلسة مجانية مع مدرب شخصي كل فصل دراسي',
  },
  Essentials: { 'zh-CN': '基础版', ar: 'الأساسيات' },
  'What you need on your first day: connected, travelling and a bed made.': {
    'zh-CN': '第一天所需的一切：能上网、能出行、床已铺好。',
    ar: 'ما تحتاجه في يومك الأول: متصل بالإنترنت، وجاهز للتنقل، وسريرك مرتّب.',
  },
  'UK SIM card with 30 days of data': {
    'zh-CN': '含30天流量的英国SIM卡',
    ar: 'شريحة SIM بريطانية ببيانات لمدة 30 يومًا',
  },
  'Travel card with £20 of credit': { 'zh-CN': '含20英镑余额的交通卡', ar: 'بطاقة مواصلات برصيد 20 جنيهًا' },
  'Bedding set: duvet, pillow and linen': {
    'zh-CN': '床品套装：被子、枕头和床单',
    ar: 'طقم مفروشات: لحاف ووسادة وأغطية',
  },
  'Welcome guide and city map': { 'zh-CN': '欢迎指南和城市地图', ar: 'دليل الترحيب وخريطة المدينة' },
  Premium: { 'zh-CN': '高级版', ar: 'المميزة' },
  'Everything in Essentials, plus a driver at the airport and a stocked kitchen.': {
    'zh-CN': '包含基础版的全部内容，另有机场接机和备好食材的厨房。',
    ar: 'كل ما في الأساسيات، مع سائق في المطار ومطبخ مجهّز بالمؤن.',
  },
  'Everything in the Essentials pack': { 'zh-CN': '基础版礼包的全部内容', ar: 'كل ما في حزمة الأساسيات' },
  'Airport pickup from Heathrow or Gatwick': {
    'zh-CN': '希思罗或盖特威克机场接机',
    ar: 'الاستقبال من مطار هيثرو أو غاتويك',
  },
  'Kitchen starter kit: pans, plates, cutlery': {
    'zh-CN': '厨房入门套装：锅、盘子、餐具',
    ar: 'عدة المطبخ الأساسية: قدور وأطباق وأدوات مائدة',
  },
  'First week of groceries delivered': {
    'zh-CN': '送货上门的第一周食品杂货',
    ar: 'توصيل بقالة الأسبوع الأول',
  },
  'Study kit': { 'zh-CN': '学习套装', ar: 'عدة الدراسة' },
  'Ready for the first class.': { 'zh-CN': '为第一堂课做好准备。', ar: 'جاهز للحصة الأولى.' },
  'Laptop backpack': { 'zh-CN': '电脑双肩包', ar: 'حقيبة ظهر للحاسوب المحمول' },
  'Stationery set and notebooks': { 'zh-CN': '文具套装和笔记本', ar: 'طقم أدوات مكتبية ودفاتر' },
  '£10 of printing credit': { 'zh-CN': '10英镑打印额度', ar: 'رصيد طباعة بقيمة 10 جنيهات' },
  'Library tour and study skills session': {
    'zh-CN': '图书馆导览和学习技巧课',
    ar: 'جولة في المكتبة وجلسة عن مهارات الدراسة',
  },
};

const DOCUMENTS: Texts = {
  'Student ID card 2026/27': { 'zh-CN': '学生证 2026/27', ar: 'بطاقة الطالب 2026/27' },
  'Residence permit': { 'zh-CN': '居留许可', ar: 'تصريح الإقامة' },
  'Enrolment certificate': { 'zh-CN': '在读证明', ar: 'شهادة القيد' },
  'Address confirmation letter': { 'zh-CN': '地址证明信', ar: 'رسالة تأكيد العنوان' },
  'Visa support letter': { 'zh-CN': '签证支持信', ar: 'رسالة دعم التأشيرة' },
  'Welcome letter': { 'zh-CN': '欢迎信', ar: 'رسالة الترحيب' },
};

const WALLET: Texts = {
  'Reward: arrival survey completed': { 'zh-CN': '奖励：完成抵达问卷', ar: 'مكافأة: إكمال استبيان الوصول' },
  'Reward: homestay review written': {
    'zh-CN': '奖励：撰写寄宿家庭评价',
    ar: 'مكافأة: كتابة تقييم الإقامة لدى العائلة',
  },
  'Ambassador at the welcome fair': { 'zh-CN': '迎新集市大使', ar: 'سفير في معرض الترحيب' },
};

const BANK_ACCOUNT: Texts = {
  'A UK current account for international students: no monthly fee, a contactless debit card and an app in eight languages. Most students are approved within two working days.':
    {
      'zh-CN':
        '面向国际学生的英国活期账户：无月费，附非接触式借记卡和八种语言的应用。大多数学生在两个工作日内获批。',
      ar: 'حساب جارٍ بريطاني للطلاب الدوليين: بلا رسوم شهرية، مع بطاقة خصم لاتلامسية وتطبيق بثماني لغات. يُوافَق على معظم الطلاب خلال يومي عمل.',
    },
  'Your passport': { 'zh-CN': '您的护照', ar: 'جواز سفرك' },
  'Valid for the whole of your stay; the bank checks it by video or in a branch.': {
    'zh-CN': '在您整个停留期间有效；银行会通过视频或在网点核验。',
    ar: 'ساري المفعول طوال إقامتك؛ يتحقق منه البنك عبر الفيديو أو في أحد الفروع.',
  },
  'Your visa or eVisa share code': {
    'zh-CN': '您的签证或电子签证分享码',
    ar: 'تأشيرتك أو رمز مشاركة التأشيرة الإلكترونية',
  },
  'Students from outside the UK show their right to study here.': {
    'zh-CN': '来自英国以外的学生需证明其在此学习的权利。',
    ar: 'يُثبت الطلاب القادمون من خارج المملكة المتحدة حقهم في الدراسة هنا.',
  },
  'A bank letter from your school': { 'zh-CN': '学校出具的银行信函', ar: 'رسالة بنكية من مدرستك' },
  'Confirms your course and UK address. Ask for one in Letters if you do not have it yet.': {
    'zh-CN': '证明您的课程和英国地址。如果还没有，请在“信函”中申请。',
    ar: 'تؤكد دورتك الدراسية وعنوانك في المملكة المتحدة. اطلبها من قسم الرسائل إن لم تكن لديك بعد.',
  },
  'Your UK address': { 'zh-CN': '您的英国地址', ar: 'عنوانك في المملكة المتحدة' },
  'Where your card is sent: your residence or homestay.': {
    'zh-CN': '银行卡的寄送地址：您的宿舍或寄宿家庭。',
    ar: 'حيث تُرسل بطاقتك: سكنك أو العائلة المضيفة.',
  },
};

const SERVICES: Texts = {
  'Home services': { 'zh-CN': '居家服务', ar: 'خدمات منزلية' },
  'Cleaning and laundry for your room.': { 'zh-CN': '房间清洁和洗衣。', ar: 'تنظيف وغسيل لغرفتك.' },
  'A driver waits for you at arrivals.': { 'zh-CN': '司机在到达口等您。', ar: 'سائق ينتظرك في صالة الوصول.' },
  'Storage service': { 'zh-CN': '寄存服务', ar: 'خدمة التخزين' },
  'We collect your boxes and bring them back when you need them.': {
    'zh-CN': '我们上门收取您的箱子，并在您需要时送回。',
    ar: 'نجمع صناديقك ونعيدها إليك متى احتجت إليها.',
  },
  'Arrival and departure': { 'zh-CN': '入住与退房', ar: 'الوصول والمغادرة' },
  'Make moving in and out easier.': { 'zh-CN': '让入住和搬离更轻松。', ar: 'اجعل الانتقال والمغادرة أسهل.' },
  Extras: { 'zh-CN': '附加项目', ar: 'إضافات' },
  'Add-ons for your room.': { 'zh-CN': '房间的附加服务。', ar: 'إضافات لغرفتك.' },
  'Early check-in': { 'zh-CN': '提前入住', ar: 'تسجيل وصول مبكر' },
  'Move in from 9 am on arrival day.': {
    'zh-CN': '抵达当天上午9点起即可入住。',
    ar: 'انتقل إلى غرفتك من الساعة 9 صباحًا يوم وصولك.',
  },
  'Late check-out': { 'zh-CN': '延迟退房', ar: 'تسجيل مغادرة متأخر' },
  'Keep your room until 6 pm on your last day.': {
    'zh-CN': '最后一天可保留房间至下午6点。',
    ar: 'احتفظ بغرفتك حتى الساعة 6 مساءً في يومك الأخير.',
  },
  'Extra bedding pack': { 'zh-CN': '额外床品包', ar: 'حزمة مفروشات إضافية' },
  'A second set of sheets and covers.': { 'zh-CN': '第二套床单和被套。', ar: 'طقم ثانٍ من الشراشف والأغطية.' },
  'Parking space': { 'zh-CN': '停车位', ar: 'موقف سيارة' },
  'A parking space for the term.': { 'zh-CN': '一个学期的停车位。', ar: 'موقف سيارة طوال الفصل الدراسي.' },
  'Two-for-one meals in over 300 restaurants': {
    'zh-CN': '300多家餐厅买一送一',
    ar: 'وجبتان بسعر واحدة في أكثر من 300 مطعم',
  },
  '50% off food at many more': { 'zh-CN': '更多餐厅食物五折', ar: 'خصم 50٪ على الطعام في مطاعم أخرى كثيرة' },
  'Works every day of the week': { 'zh-CN': '每周七天均可使用', ar: 'تعمل كل أيام الأسبوع' },
};

/** Every text above by its English wording. */
export const ACCOUNT_TEXTS: Texts = {
  ...INVOICE_DESCRIPTIONS,
  ...PACKAGES,
  ...DOCUMENTS,
  ...WALLET,
  ...BANK_ACCOUNT,
  ...SERVICES,
};

/**
 * Texts the demo writes around a name or a number ("Referral: Marta Costa booked", "Paid towards INV-000105
 * (Accommodation, November)"): the words translated, the name and the number kept, the inner text translated by
 * `text` (undefined when it has none, so the whole stays English).
 */
export const ACCOUNT_PATTERNS: ReadonlyArray<{
  pattern: RegExp;
  write: (match: RegExpExecArray, language: Translated, text: (english: string) => string) => string;
}> = [
  {
    pattern: /^Referral: (.+) booked$/,
    write: ([, name], language) => (language === 'zh-CN' ? `推荐：${name} 已预订` : `إحالة: حجز ${name}`),
  },
  {
    pattern: /^Paid towards (\S+) \((.+)\)$/,
    write: ([, number, description = ''], language, text) =>
      language === 'zh-CN'
        ? `用于支付 ${number}（${text(description)}）`
        : `دفعة للفاتورة ${number} (${text(description)})`,
  },
];
