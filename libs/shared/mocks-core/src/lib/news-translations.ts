import type { NewsArticle, PromotionDetail } from '@portal/api-contract';
import type { Language } from '@portal/util';
import { articleImage, inlinePicture } from './article-html';

type Translated = Exclude<Language, 'en'>;

export type NewsText = Pick<NewsArticle, 'title' | 'summary' | 'category' | 'body_html'>;

export type PromotionText = Pick<
  PromotionDetail,
  'title' | 'summary' | 'discount' | 'category' | 'body_html' | 'terms'
> & {
  /** The redeem's instructions and link label, where the offer has them. */
  instructions?: string;
  label?: string;
};

/**
 * The older news of the demo (content-translations.ts has the three newest), each whole: a student who reads
 * Chinese or Arabic pages back through the list finds every article in their language.
 */
export const OLDER_NEWS: Record<Translated, Record<string, NewsText>> = {
  'zh-CN': {
    'exam-registration-deadline': {
      title: '剑桥考试报名将于12月1日截止',
      summary: '请在截止日期前报名参加12月的剑桥考试。',
      category: '课程',
      body_html: `<p>如果您想参加12月的剑桥英语考试，请在<strong>12月1日</strong>前报名。您的老师可以告诉您适合哪个级别。</p>
<ul><li>B2 First：£195</li><li>C1 Advanced：£210</li><li>C2 Proficiency：£225</li></ul>
<p>报名后，考试费将添加到您的发票中。</p>`,
    },
    'clocks-go-back': {
      title: '本周末时钟回拨',
      summary: '10月25日（星期日）凌晨2点，时钟回拨一小时。',
      category: null,
      body_html:
        '<p>英国夏令时于10月25日（星期日）结束：凌晨2点时钟回拨到1点。手机会自动调整；请检查您的闹钟。</p>',
    },
    'student-discount-card': {
      title: '您的学生折扣卡已准备好',
      summary: '到前台领取您的折扣卡，在数百家商店享受优惠。',
      category: '学生办公室',
      body_html: `<p>9月入学的所有学生的学生折扣卡已准备好。请携带护照到前台领取。</p>
<p>请查看<a href="/panel/promotions">优惠</a>了解它能带给您什么，或访问合作伙伴自己的页面，例如 <a href="https://www.totum.com/">TOTUM</a>。</p>`,
    },
    'getting-a-national-insurance-number': {
      title: '兼职工作？请申请国民保险号码',
      summary: '允许工作的学生需要国民保险号码。办理需要几周时间，请尽早申请。',
      category: '伦敦生活',
      body_html: `<p>如果您的签证允许您每周工作最多20小时，您需要在第一个发薪日之前拿到国民保险号码。</p>
<p>请在 <a href="https://www.gov.uk/apply-national-insurance-number">GOV.UK</a> 上在线申请。您需要护照和生物识别居留许可。通常需要两到四周。</p>
<p>有问题？请咨询学生办公室或提交<a href="/panel/create-ticket">新申请</a>。</p>`,
    },
    'welcome-week-recap': {
      title: '迎新周图片集',
      summary: '300多名新生参加了游船派对、城市导览和知识竞赛之夜。',
      category: '活动',
      body_html: `<p>感谢所有参加迎新周的同学！300多名同学参加了泰晤士河游船派对、城市徒步导览和知识竞赛之夜。</p>
${articleImage('Boat party', '游船派对')}
${articleImage('Quiz night', '知识竞赛之夜')}
<p>每个月都有更多活动。</p>`,
    },
    'opening-your-bank-account': {
      title: '开设英国银行账户',
      summary: '开设银行账户需要什么，以及哪些银行提供学生账户。',
      category: '伦敦生活',
      body_html: `<p>开设英国银行账户通常需要您的护照、签证以及一封证明您地址和课程的信函。您可以在<a href="/panel/letters">信函</a>中申请这封信。</p>
<p>多家银行为国际学生提供账户；有些银行允许您在抵达前通过其应用开户。</p>`,
    },
  },
  ar: {
    'exam-registration-deadline': {
      title: 'يُغلق التسجيل في امتحانات كامبريدج في 1 ديسمبر',
      summary: 'سجّل في امتحانات كامبريدج لشهر ديسمبر قبل الموعد النهائي.',
      category: 'الدورات',
      body_html: `<p>إذا أردت أداء امتحان كامبريدج للغة الإنجليزية في ديسمبر، فسجّل قبل <strong>1 ديسمبر</strong>. يستطيع معلّمك أن يخبرك بالمستوى المناسب لك.</p>
<ul><li>B2 First: £195</li><li>C1 Advanced: £210</li><li>C2 Proficiency: £225</li></ul>
<p>تُضاف الرسوم إلى فواتيرك بعد التسجيل.</p>`,
    },
    'clocks-go-back': {
      title: 'تعود الساعات إلى الوراء في نهاية هذا الأسبوع',
      summary: 'يوم الأحد 25 أكتوبر في الساعة 2 صباحًا تعود الساعات ساعة واحدة إلى الوراء.',
      category: null,
      body_html:
        '<p>ينتهي التوقيت الصيفي البريطاني يوم الأحد 25 أكتوبر: في الساعة 2 صباحًا تعود الساعات إلى 1 صباحًا. تتغيّر الهواتف من تلقاء نفسها؛ تحقّق من منبّهك.</p>',
    },
    'student-discount-card': {
      title: 'بطاقة الخصم الطلابية جاهزة',
      summary: 'استلم بطاقة الخصم من الاستقبال ووفّر في مئات المتاجر.',
      category: 'مكتب الطلاب',
      body_html: `<p>بطاقات الخصم الطلابية جاهزة لكل من وصل في سبتمبر. أحضر جواز سفرك إلى الاستقبال لاستلام بطاقتك.</p>
<p>اطّلع على <a href="/panel/promotions">العروض</a> لتعرف ما تمنحك إياه، أو على صفحات الشركاء مثل <a href="https://www.totum.com/">TOTUM</a>.</p>`,
    },
    'getting-a-national-insurance-number': {
      title: 'تعمل بدوام جزئي؟ قدّم طلبًا للحصول على رقم التأمين الوطني',
      summary: 'يحتاج الطلاب المسموح لهم بالعمل إلى رقم تأمين وطني. يستغرق ذلك بضعة أسابيع، فقدّم طلبك مبكرًا.',
      category: 'الحياة في لندن',
      body_html: `<p>إذا كانت تأشيرتك تسمح لك بالعمل حتى 20 ساعة في الأسبوع، فأنت تحتاج إلى رقم تأمين وطني قبل يوم راتبك الأول.</p>
<p>قدّم الطلب عبر الإنترنت على <a href="https://www.gov.uk/apply-national-insurance-number">GOV.UK</a>. ستحتاج إلى جواز سفرك وتصريح الإقامة البيومتري. يستغرق ذلك عادةً من أسبوعين إلى أربعة أسابيع.</p>
<p>لديك أسئلة؟ اسأل مكتب الطلاب أو قدّم <a href="/panel/create-ticket">طلبًا جديدًا</a>.</p>`,
    },
    'welcome-week-recap': {
      title: 'أسبوع الترحيب بالصور',
      summary: 'انضم أكثر من 300 طالب جديد إلى حفلة القارب وجولة المدينة وأمسية المسابقات.',
      category: 'الفعاليات',
      body_html: `<p>شكرًا لكل من حضر أسبوع الترحيب! انضم أكثر من 300 منكم إلى حفلة القارب على نهر التايمز وجولة المدينة سيرًا على الأقدام وأمسية المسابقات.</p>
${articleImage('Boat party', 'حفلة القارب')}
${articleImage('Quiz night', 'أمسية المسابقات')}
<p>المزيد من الفعاليات قادم كل شهر.</p>`,
    },
    'opening-your-bank-account': {
      title: 'فتح حساب مصرفي في المملكة المتحدة',
      summary: 'ما تحتاجه لفتح حساب مصرفي، والبنوك التي تقدّم حسابات للطلاب.',
      category: 'الحياة في لندن',
      body_html: `<p>لفتح حساب مصرفي في المملكة المتحدة تحتاج عادةً إلى جواز سفرك وتأشيرتك ورسالة تؤكد عنوانك ودورتك الدراسية. يمكنك طلب هذه الرسالة من <a href="/panel/letters">الرسائل</a>.</p>
<p>تقدّم عدة بنوك حسابات للطلاب الدوليين؛ وبعضها يتيح لك فتح حساب عبر تطبيقه قبل وصولك.</p>`,
    },
  },
};

/** The current offers beside the featured one (content-translations.ts has it). */
export const OTHER_PROMOTIONS: Record<Translated, Record<string, PromotionText>> = {
  'zh-CN': {
    'city-cinema-tuesday-tickets': {
      title: '每周二电影票5英镑',
      summary: '任何电影，任何座位，每周二。',
      discount: '£5 电影票',
      category: '外出娱乐',
      body_html: '<p>City Cinema 在苏豪区有五个放映厅，放映原声电影并配英文字幕。</p>',
      terms: ['仅限星期二，公共假日除外。', '不适用于高级或3D场次。'],
      instructions: '买票时在售票处出示您的学生卡。',
    },
    'foyle-and-page-books-15-off': {
      title: '课本85折',
      summary: '购买课本、词典和备考资料更省钱。',
      discount: '85折',
      category: '学习',
      body_html: `<p>Foyle &amp; Page 备有我们课程书单上的每一本书。</p>
<img src="${inlinePicture('bookshop')}" width="640" height="360" alt="查令十字路上的书店">
<p>通过学生页面购物时会自动享受折扣。</p>`,
      terms: ['仅限课本、词典和备考资料。', '不可与其他优惠同时使用。'],
      label: '在学生页面购物',
    },
    'bean-there-coffee-2-for-1': {
      title: '咖啡买一送一',
      summary: '带上朋友：第二杯咖啡由 Bean There 请客。',
      discount: '买一送一',
      category: '餐饮',
      body_html: '<p>Bean There 在我们两所学校旁边都有咖啡馆。</p>',
      terms: ['每次光临限用一次。', '仅限热饮。'],
      instructions: '点单时在手机上出示优惠码。',
    },
  },
  ar: {
    'city-cinema-tuesday-tickets': {
      title: 'تذاكر سينما بـ 5 جنيهات كل ثلاثاء',
      summary: 'أي فيلم، أي مقعد، كل يوم ثلاثاء.',
      discount: 'تذاكر بـ £5',
      category: 'الخروج والترفيه',
      body_html: '<p>لدى City Cinema خمس قاعات في سوهو، وتعرض الأفلام بلغتها الأصلية مع ترجمة إنجليزية.</p>',
      terms: ['أيام الثلاثاء فقط، باستثناء العطل الرسمية.', 'لا يسري على العروض المميزة أو ثلاثية الأبعاد.'],
      instructions: 'أظهر بطاقتك الطلابية في شباك التذاكر عند شراء تذكرتك.',
    },
    'foyle-and-page-books-15-off': {
      title: 'خصم 15٪ على الكتب الدراسية',
      summary: 'وفّر على الكتب الدراسية والقواميس وكتب التحضير للامتحانات.',
      discount: 'خصم 15٪',
      category: 'الدراسة',
      body_html: `<p>يوفّر Foyle &amp; Page كل كتاب في قوائم دوراتنا.</p>
<img src="${inlinePicture('bookshop')}" width="640" height="360" alt="المكتبة في شارع تشارينغ كروس">
<p>يُطبَّق الخصم تلقائيًا عند الشراء عبر صفحة الطلاب.</p>`,
      terms: ['الكتب الدراسية والقواميس وكتب التحضير للامتحانات فقط.', 'لا يمكن جمعه مع عروض أخرى.'],
      label: 'تسوّق عبر صفحة الطلاب',
    },
    'bean-there-coffee-2-for-1': {
      title: 'قهوتان بسعر واحدة',
      summary: 'أحضر صديقًا: القهوة الثانية على حساب Bean There.',
      discount: '2 بسعر 1',
      category: 'الطعام والشراب',
      body_html: '<p>لدى Bean There مقاهٍ بجوار مدرستَينا كلتيهما.</p>',
      terms: ['عرض واحد لكل زيارة.', 'المشروبات الساخنة فقط.'],
      instructions: 'أظهر الرمز على هاتفك عند الطلب.',
    },
  },
};
