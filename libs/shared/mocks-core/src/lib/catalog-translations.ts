import type { Language } from '@portal/util';
import { ACCOUNT_PATTERNS, ACCOUNT_TEXTS } from './account-translations';

type Translated = Exclude<Language, 'en'>;
type Texts = Record<string, Record<Translated, string>>;

/**
 * The demo's invoice lines (with account-translations.ts: the student's own texts), courses, e-SIM plans, attractions, events and shop texts in the portal's other
 * languages, by their English wording (content-translations.ts applies them). Names of places, venues, teams and
 * brands stay as they are; the ticket and product options do too, since the portal sends the chosen value back.
 */
const INVOICE_LINES: Texts = {
  'Tuition, autumn term': { 'zh-CN': '学费，秋季学期', ar: 'الرسوم الدراسية، الفصل الخريفي' },
  'Tuition, spring term': { 'zh-CN': '学费，春季学期', ar: 'الرسوم الدراسية، الفصل الربيعي' },
  'Tuition, first term': { 'zh-CN': '学费，第一学期', ar: 'الرسوم الدراسية، الفصل الأول' },
  'Room deposit': { 'zh-CN': '房间押金', ar: 'تأمين الغرفة' },
  'Single room, 4 weeks': { 'zh-CN': '单人间，4周', ar: 'غرفة مفردة، 4 أسابيع' },
  'Cleaning service': { 'zh-CN': '清洁服务', ar: 'خدمة التنظيف' },
  'Heathrow pickup, 1 person': { 'zh-CN': '希思罗机场接机，1人', ar: 'الاستقبال من مطار هيثرو، شخص واحد' },
  'Travel card, term': { 'zh-CN': '交通卡，一学期', ar: 'بطاقة المواصلات، فصل دراسي' },
  'Late return, 3 books': { 'zh-CN': '逾期还书，3本', ar: 'تأخير في الإرجاع، 3 كتب' },
  'Gym & wellbeing, 3 months': { 'zh-CN': '健身与健康，3个月', ar: 'النادي الرياضي والعافية، 3 أشهر' },
  'Gym & wellbeing, 1 month': { 'zh-CN': '健身与健康，1个月', ar: 'النادي الرياضي والعافية، شهر واحد' },
  'Student membership, 1 month': { 'zh-CN': '学生会员，1个月', ar: 'عضوية الطالب، شهر واحد' },
  'Onboarding pack: Essentials': { 'zh-CN': '入学礼包：基础版', ar: 'حزمة البداية: الأساسيات' },
  'Boat party ticket': { 'zh-CN': '游船派对门票', ar: 'تذكرة حفلة القارب' },
  'Homestay, half board, 4 weeks': {
    'zh-CN': '寄宿家庭，含早晚餐，4周',
    ar: 'إقامة لدى عائلة، نصف إقامة، 4 أسابيع',
  },
  'Course book set': { 'zh-CN': '课本套装', ar: 'مجموعة الكتب الدراسية' },
  'Courier to embassy': { 'zh-CN': '快递至大使馆', ar: 'إرسال بالبريد السريع إلى السفارة' },
  'Cambridge C1 exam fee': { 'zh-CN': '剑桥 C1 考试费', ar: 'رسوم امتحان كامبريدج C1' },
  'Exam preparation pack': { 'zh-CN': '备考资料包', ar: 'حزمة التحضير للامتحان' },
  // The generated history's lines ("Activity fee 12"): the words, the number after them.
  'Activity fee': { 'zh-CN': '活动费', ar: 'رسوم النشاط' },
};

const COURSES: Texts = {
  'General English': { 'zh-CN': '通用英语', ar: 'الإنجليزية العامة' },
  'Business English and IELTS preparation': {
    'zh-CN': '商务英语与雅思备考',
    ar: 'الإنجليزية للأعمال والتحضير لاختبار IELTS',
  },
  'Upper-Intermediate (B2)': { 'zh-CN': '中高级 (B2)', ar: 'فوق المتوسط (B2)' },
  'Intermediate (B1)': { 'zh-CN': '中级 (B1)', ar: 'متوسط (B1)' },
};

const ESIM_PLANS: Texts = {
  'UK Starter 3 GB': { 'zh-CN': '英国入门 3 GB', ar: 'باقة البداية في المملكة المتحدة 3 غيغابايت' },
  'Enough for maps and messages in your first weeks.': {
    'zh-CN': '足够您在最初几周使用地图和收发消息。',
    ar: 'تكفي للخرائط والرسائل في أسابيعك الأولى.',
  },
  'UK Student 15 GB': { 'zh-CN': '英国学生 15 GB', ar: 'باقة الطالب في المملكة المتحدة 15 غيغابايت' },
  'Our most popular plan: streaming on the bus included.': {
    'zh-CN': '我们最受欢迎的套餐：在公交车上也能看视频。',
    ar: 'باقتنا الأكثر طلبًا: البث أثناء ركوب الحافلة مشمول.',
  },
  'UK Unlimited': { 'zh-CN': '英国无限流量', ar: 'باقة المملكة المتحدة غير المحدودة' },
  'No data limit, calls and texts to UK numbers included.': {
    'zh-CN': '流量不限，含拨打英国号码的电话和短信。',
    ar: 'بيانات بلا حدود، مع مكالمات ورسائل إلى الأرقام البريطانية.',
  },
  'Europe Travel 10 GB': { 'zh-CN': '欧洲旅行 10 GB', ar: 'باقة السفر في أوروبا 10 غيغابايت' },
  'For weekend trips: works in the UK and 40 European countries.': {
    'zh-CN': '适合周末出游：可在英国及40个欧洲国家使用。',
    ar: 'لرحلات نهاية الأسبوع: تعمل في المملكة المتحدة و40 دولة أوروبية.',
  },
  'UK Term 50 GB': { 'zh-CN': '英国学期 50 GB', ar: 'باقة الفصل الدراسي في المملكة المتحدة 50 غيغابايت' },
  'A whole term of data in one go.': {
    'zh-CN': '一次买够整个学期的流量。',
    ar: 'بيانات فصل دراسي كامل دفعة واحدة.',
  },
  'United Kingdom': { 'zh-CN': '英国', ar: 'المملكة المتحدة' },
  'United Kingdom and 40 European countries': {
    'zh-CN': '英国及40个欧洲国家',
    ar: 'المملكة المتحدة و40 دولة أوروبية',
  },
};

const ATTRACTIONS: Texts = {
  'Thames river cruise': { 'zh-CN': '泰晤士河游船', ar: 'رحلة نهرية في التايمز' },
  'See the city from the river, from Westminster to Greenwich.': {
    'zh-CN': '从河上看伦敦，从威斯敏斯特到格林尼治。',
    ar: 'شاهد المدينة من النهر، من وستمنستر إلى غرينتش.',
  },
  '1 hour 15 minutes': { 'zh-CN': '1小时15分钟', ar: 'ساعة و15 دقيقة' },
  'Single journey': { 'zh-CN': '单程', ar: 'رحلة باتجاه واحد' },
  'Westminster to Greenwich.': { 'zh-CN': '威斯敏斯特至格林尼治。', ar: 'من وستمنستر إلى غرينتش.' },
  'Day pass': { 'zh-CN': '一日通票', ar: 'تذكرة يومية' },
  'Hop on and off all day.': { 'zh-CN': '全天随上随下。', ar: 'اصعد وانزل طوال اليوم.' },
  'Tower of London': { 'zh-CN': '伦敦塔', ar: 'برج لندن' },
  'Nearly a thousand years of history, and the Crown Jewels.': {
    'zh-CN': '近千年的历史，还有王冠珠宝。',
    ar: 'ما يقارب ألف عام من التاريخ، ومجوهرات التاج.',
  },
  'Half a day': { 'zh-CN': '半天', ar: 'نصف يوم' },
  'Student entry': { 'zh-CN': '学生票', ar: 'دخول الطلاب' },
  'With a valid student card.': { 'zh-CN': '需出示有效学生证。', ar: 'مع بطاقة طالب سارية.' },
  'Entry with guided tour': { 'zh-CN': '门票含导览', ar: 'دخول مع جولة مرشدة' },
  'A Yeoman Warder tour.': { 'zh-CN': '由伦敦塔卫士带领参观。', ar: 'جولة مع أحد حرّاس البرج.' },
  'Royal Observatory Greenwich': { 'zh-CN': '格林尼治皇家天文台', ar: 'المرصد الملكي في غرينتش' },
  'Stand on the Prime Meridian and look at the stars in the planetarium.': {
    'zh-CN': '站在本初子午线上，在天文馆里仰望星空。',
    ar: 'قف على خط الطول الرئيسي وتأمّل النجوم في القبة الفلكية.',
  },
  '2 hours': { 'zh-CN': '2小时', ar: 'ساعتان' },
  'Observatory entry': { 'zh-CN': '天文台门票', ar: 'دخول المرصد' },
  'Meridian line and museum.': { 'zh-CN': '子午线和博物馆。', ar: 'خط الطول والمتحف.' },
  'Planetarium show': { 'zh-CN': '天文馆放映', ar: 'عرض القبة الفلكية' },
  'A 30-minute show.': { 'zh-CN': '30分钟的放映。', ar: 'عرض مدته 30 دقيقة.' },
  'Sky garden viewing deck': { 'zh-CN': '空中花园观景台', ar: 'منصة المشاهدة في حديقة السماء' },
  'A garden on the 35th floor with views over the whole city.': {
    'zh-CN': '位于35楼的花园，可俯瞰全城。',
    ar: 'حديقة في الطابق الخامس والثلاثين تطل على المدينة كلها.',
  },
  '1 hour': { 'zh-CN': '1小时', ar: 'ساعة واحدة' },
  'Timed entry': { 'zh-CN': '定时入场', ar: 'دخول بموعد' },
  'Entry at the time you choose.': { 'zh-CN': '在您选择的时间入场。', ar: 'الدخول في الوقت الذي تختاره.' },
};

const EVENTS: Texts = {
  'Thames boat party': { 'zh-CN': '泰晤士河游船派对', ar: 'حفلة على قارب في التايمز' },
  'Music, dancing and the city lights from the river.': {
    'zh-CN': '音乐、舞蹈，还有河上的城市灯火。',
    ar: 'موسيقى ورقص وأضواء المدينة من النهر.',
  },
  'Four hours on the Thames with a DJ, a bar and views of Tower Bridge, the Shard and the Houses of Parliament lit up at night.\n\nBoarding starts at 7 pm. Bring your student card: the bar asks for ID.':
    {
      'zh-CN':
        '在泰晤士河上度过四小时，有DJ、酒吧，还能欣赏夜色中灯火通明的塔桥、碎片大厦和国会大厦。\n\n晚上7点开始登船。请携带学生证：酒吧会查验身份证件。',
      ar: 'أربع ساعات على نهر التايمز مع منسّق موسيقى وبار وإطلالات على جسر البرج وناطحة «ذا شارد» ومبنى البرلمان مضاءة ليلًا.\n\nيبدأ الصعود إلى القارب في السابعة مساءً. أحضر بطاقة الطالب: يطلب البار إثبات الهوية.',
    },
  Party: { 'zh-CN': '派对', ar: 'حفلة' },
  Theatre: { 'zh-CN': '戏剧', ar: 'مسرح' },
  Music: { 'zh-CN': '音乐', ar: 'موسيقى' },
  Sport: { 'zh-CN': '体育', ar: 'رياضة' },
  Tour: { 'zh-CN': '导览', ar: 'جولة' },
  'Standard ticket': { 'zh-CN': '标准票', ar: 'تذكرة عادية' },
  'Entry and a welcome drink.': { 'zh-CN': '入场及一杯迎宾饮品。', ar: 'الدخول ومشروب ترحيبي.' },
  'VIP ticket': { 'zh-CN': 'VIP 票', ar: 'تذكرة VIP' },
  'Entry, dinner on the upper deck and two drinks.': {
    'zh-CN': '入场、上层甲板晚餐及两杯饮品。',
    ar: 'الدخول والعشاء على السطح العلوي ومشروبان.',
  },
  'A Midsummer Night’s Dream': { 'zh-CN': '仲夏夜之梦', ar: 'حلم ليلة منتصف الصيف' },
  'Shakespeare’s comedy in a candle-lit theatre.': {
    'zh-CN': '在烛光剧场上演的莎士比亚喜剧。',
    ar: 'كوميديا شكسبير في مسرح مضاء بالشموع.',
  },
  'Lovers, fairies and a group of amateur actors lost in an enchanted forest.': {
    'zh-CN': '恋人、仙子和一群业余演员迷失在魔法森林中。',
    ar: 'عشّاق وجنيّات وفرقة من الممثلين الهواة تائهون في غابة مسحورة.',
  },
  Stalls: { 'zh-CN': '正厅座位', ar: 'مقاعد الصالة' },
  'Seats close to the stage.': { 'zh-CN': '靠近舞台的座位。', ar: 'مقاعد قريبة من خشبة المسرح.' },
  'Upper gallery': { 'zh-CN': '顶层楼座', ar: 'الشرفة العليا' },
  'Seats on the upper gallery.': { 'zh-CN': '顶层楼座的座位。', ar: 'مقاعد في الشرفة العليا.' },
  'Jazz night in Soho': { 'zh-CN': '苏豪区爵士之夜', ar: 'ليلة جاز في سوهو' },
  'Live jazz in a basement club.': { 'zh-CN': '地下俱乐部里的现场爵士乐。', ar: 'جاز حي في نادٍ تحت الأرض.' },
  'A quartet plays standards and new pieces. Doors at 7.30 pm.': {
    'zh-CN': '四重奏演奏经典曲目和新作品。晚上7:30开门。',
    ar: 'رباعي يعزف مقطوعات كلاسيكية وأخرى جديدة. تُفتح الأبواب في السابعة والنصف مساءً.',
  },
  'General admission': { 'zh-CN': '普通入场', ar: 'دخول عام' },
  'Standing, with some seats.': { 'zh-CN': '站票，另有少量座位。', ar: 'وقوف، مع بعض المقاعد.' },
  'Riverside FC v City Athletic': {
    'zh-CN': 'Riverside FC 对阵 City Athletic',
    ar: 'Riverside FC ضد City Athletic',
  },
  'The local derby.': { 'zh-CN': '同城德比。', ar: 'ديربي المدينة.' },
  'Every student ticket has been sold. Follow the match in the student bar.': {
    'zh-CN': '学生票已全部售罄。可在学生酒吧观看比赛。',
    ar: 'بيعت كل تذاكر الطلاب. تابع المباراة في بار الطلاب.',
  },
  'Student ticket': { 'zh-CN': '学生票', ar: 'تذكرة طالب' },
  'North stand.': { 'zh-CN': '北看台。', ar: 'المدرج الشمالي.' },
  'Christmas lights walking tour': {
    'zh-CN': '圣诞灯饰徒步导览',
    ar: 'جولة سيرًا على الأقدام بين أضواء عيد الميلاد',
  },
  'Two hours through the lights of Regent Street, Carnaby Street and Covent Garden.': {
    'zh-CN': '两小时漫步摄政街、卡纳比街和科文特花园的灯饰。',
    ar: 'ساعتان بين أضواء شارع ريجنت وشارع كارنابي وكوفنت غاردن.',
  },
  'A guide shows you the best lights and tells the stories behind them. Hot chocolate included.': {
    'zh-CN': '导游带您欣赏最美的灯饰并讲述背后的故事。含热巧克力。',
    ar: 'يرشدك دليل إلى أجمل الأضواء ويروي القصص التي وراءها. الشوكولاتة الساخنة مشمولة.',
  },
  'Tour ticket': { 'zh-CN': '导览票', ar: 'تذكرة الجولة' },
  'Guide and hot chocolate.': { 'zh-CN': '导游及热巧克力。', ar: 'دليل وشوكولاتة ساخنة.' },
  'Halloween ghost walk': { 'zh-CN': '万圣节鬼故事徒步', ar: 'جولة الأشباح في الهالوين' },
  'The darkest stories of the old city.': {
    'zh-CN': '老城最黑暗的故事。',
    ar: 'أحلك حكايات المدينة القديمة.',
  },
  'This walk has taken place.': { 'zh-CN': '此次徒步已结束。', ar: 'أُقيمت هذه الجولة.' },
  'Walk ticket': { 'zh-CN': '徒步票', ar: 'تذكرة المشي' },
  'Guide included.': { 'zh-CN': '含导游。', ar: 'الدليل مشمول.' },
};

const SHOP: Texts = {
  'Bedding & kitchen': { 'zh-CN': '床品与厨具', ar: 'مفروشات ومطبخ' },
  'Everything for your room on day one.': {
    'zh-CN': '入住第一天房间所需的一切。',
    ar: 'كل ما تحتاجه غرفتك في اليوم الأول.',
  },
  'Study essentials': { 'zh-CN': '学习必备', ar: 'مستلزمات الدراسة' },
  'Notebooks, lamps and more.': { 'zh-CN': '笔记本、台灯等。', ar: 'دفاتر ومصابيح والمزيد.' },
  'Welcome packs': { 'zh-CN': '欢迎礼包', ar: 'حزم الترحيب' },
  'Discount cards and starter packs.': { 'zh-CN': '折扣卡和入门礼包。', ar: 'بطاقات خصم وحزم بداية.' },
  Cleaning: { 'zh-CN': '清洁', ar: 'التنظيف' },
  'Regular and one-off cleaning of your room.': {
    'zh-CN': '房间定期及单次清洁。',
    ar: 'تنظيف منتظم أو لمرة واحدة لغرفتك.',
  },
  Laundry: { 'zh-CN': '洗衣', ar: 'الغسيل' },
  'Collected, washed and returned folded.': {
    'zh-CN': '上门收取、清洗并叠好送回。',
    ar: 'نجمعها ونغسلها ونعيدها مطوية.',
  },
  'Duvet and pillow set': { 'zh-CN': '被子和枕头套装', ar: 'طقم لحاف ووسائد' },
  'A 10.5 tog duvet, two pillows and covers.': {
    'zh-CN': '一条10.5托格的被子、两个枕头及被套枕套。',
    ar: 'لحاف بدرجة دفء 10.5 توغ ووسادتان مع أغطيتها.',
  },
  'Kitchen starter kit': { 'zh-CN': '厨房入门套装', ar: 'عدة المطبخ الأساسية' },
  'Pan, pot, plates, cutlery and a mug.': {
    'zh-CN': '平底锅、汤锅、盘子、餐具和一个马克杯。',
    ar: 'مقلاة وقدر وأطباق وأدوات مائدة وكوب.',
  },
  'Towel bundle': { 'zh-CN': '毛巾套装', ar: 'مجموعة مناشف' },
  'Two bath towels and two hand towels.': { 'zh-CN': '两条浴巾和两条手巾。', ar: 'منشفتا حمّام ومنشفتا يد.' },
  'Desk lamp': { 'zh-CN': '台灯', ar: 'مصباح مكتب' },
  'An LED lamp with three brightness levels.': {
    'zh-CN': '一盏三档亮度的LED台灯。',
    ar: 'مصباح LED بثلاث درجات سطوع.',
  },
  'Notebook bundle': { 'zh-CN': '笔记本套装', ar: 'مجموعة دفاتر' },
  'Five A4 notebooks and pens.': { 'zh-CN': '五本A4笔记本和笔。', ar: 'خمسة دفاتر A4 وأقلام.' },
  'Taste Card, 12 months': { 'zh-CN': 'Taste Card 美食卡，12个月', ar: 'بطاقة Taste Card، 12 شهرًا' },
  'Two-for-one meals and 50% off in restaurants across the city.': {
    'zh-CN': '全城餐厅买一送一及五折优惠。',
    ar: 'وجبتان بسعر واحدة وخصم 50٪ في مطاعم المدينة.',
  },
  'SIM and welcome pack': { 'zh-CN': 'SIM卡和欢迎礼包', ar: 'شريحة SIM وحزمة ترحيب' },
  'A pay-as-you-go SIM with a city map and travel tips.': {
    'zh-CN': '一张预付费SIM卡，附城市地图和出行建议。',
    ar: 'شريحة SIM مسبقة الدفع مع خريطة للمدينة ونصائح للتنقل.',
  },
  'Weekly room cleaning': { 'zh-CN': '每周房间清洁', ar: 'تنظيف الغرفة أسبوعيًا' },
  'One hour of cleaning every week, for four weeks.': {
    'zh-CN': '每周清洁一小时，共四周。',
    ar: 'ساعة تنظيف كل أسبوع، لمدة أربعة أسابيع.',
  },
  'Deep clean': { 'zh-CN': '深度清洁', ar: 'تنظيف شامل' },
  'A thorough clean before you move out.': { 'zh-CN': '搬走前的彻底清洁。', ar: 'تنظيف دقيق قبل أن تغادر.' },
  'Laundry bag': { 'zh-CN': '洗衣袋', ar: 'كيس غسيل' },
  'One bag of up to 6 kg, back within 48 hours.': {
    'zh-CN': '一袋最多6公斤，48小时内送回。',
    ar: 'كيس واحد حتى 6 كغ، يعود خلال 48 ساعة.',
  },
};

/** Every text above by its English wording. */
const CATALOG_TEXTS: Texts = {
  ...INVOICE_LINES,
  ...COURSES,
  ...ESIM_PLANS,
  ...ATTRACTIONS,
  ...EVENTS,
  ...SHOP,
  ...ACCOUNT_TEXTS,
};

/** One text in `language`, or undefined when the demo has none (the text then stays English). */
export function catalogText(english: string, language: Translated): string | undefined {
  const direct = CATALOG_TEXTS[english]?.[language];
  if (direct !== undefined) return direct;
  // Numbered texts ("Activity fee 12"): the words translated, the number kept.
  const numbered = /^(.+) (\d+)$/.exec(english);
  const words = numbered && CATALOG_TEXTS[numbered[1] as string]?.[language];
  if (words) return `${words} ${numbered[2]}`;
  for (const { pattern, write } of ACCOUNT_PATTERNS) {
    const match = pattern.exec(english);
    if (match) return write(match, language, (inner) => catalogText(inner, language) ?? inner);
  }
  return undefined;
}
