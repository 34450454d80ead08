export interface Author {
  id: 'amani-kato' | 'grace-uwase' | 'daniel-mugisha' | 'ruth-nakato';
  name: string;
  bio: string;
}

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  /** HTML; always sanitised before it is rendered (it may come from a CMS later). */
  content: string;
  author: Author;
  /** ISO date; shown as "15 Mar 2024" (@agency/platform/format). */
  date: string;
  readTime: string;
  category: string;
  tags: string[];
  /** Slugs of two related articles (the old site used numeric ids that never resolved). */
  related: [string, string];
}

const AUTHORS: Record<Author['id'], Author> = {
  'amani-kato': { id: 'amani-kato', name: 'Amani Kato', bio: 'Creative Director at Nyota Creative. Amani leads our design and AI-assisted creative work for brands across East Africa.' },
  'grace-uwase': { id: 'grace-uwase', name: 'Grace Uwase', bio: 'Head of Brand Strategy. Grace helps founders and marketing teams in Kigali and Kampala turn what they stand for into experiences people remember.' },
  'daniel-mugisha': { id: 'daniel-mugisha', name: 'Daniel Mugisha', bio: 'Data and Insights Lead. Daniel turns research, analytics and testing into design decisions our clients can defend.' },
  'ruth-nakato': { id: 'ruth-nakato', name: 'Ruth Nakato', bio: 'Motion Design Lead. Ruth directs our animation, explainer and broadcast work, from the first storyboard to the final render.' },
};

export const articles: Article[] = [
  {
    slug: 'ai-in-modern-branding',
    title: 'How AI Is Changing Modern Branding',
    excerpt: 'AI will not replace brand thinking, but it is changing how fast African brands can research, test and create. Here is how we use it, and where we draw the line.',
    author: AUTHORS['amani-kato'],
    date: '2024-03-15',
    readTime: '5 min read',
    category: 'Digital Marketing',
    tags: ['AI', 'Branding', 'Creativity', 'Marketing'],
    related: ['data-driven-design-decisions', 'future-of-motion-graphics'],
    content: `
<p>Every week a client asks us the same question: <em>can AI build our brand?</em> The honest answer is no, but it can make the people who build it far faster and better informed. For businesses in Uganda, Rwanda and across the continent, that speed is a real advantage.</p>
<h2>Research in days, not weeks</h2>
<p>Before we draw a single logo we need to understand a market. AI tools help us summarise customer interviews, cluster reviews and social conversations, and spot the words people really use about a category. What used to take two weeks of reading now takes two days, and the team spends the saved time talking to more customers.</p>
<h2>More ideas, better filtered</h2>
<p>In concept work we use generative tools to explore many directions quickly: moods, colour stories, headline angles. Most of them are thrown away, and that is the point. A designer's judgement decides what survives, and every final asset is drawn, written and checked by people.</p>
<ul>
  <li><strong>Use AI for volume:</strong> variations, first drafts, research summaries.</li>
  <li><strong>Use people for meaning:</strong> positioning, cultural nuance, the final craft.</li>
  <li><strong>Use data to decide:</strong> test the options with real customers before you commit.</li>
</ul>
<h2>Where we draw the line</h2>
<p>A brand is a promise, and promises need authors. We never publish machine-made imagery of real communities, we check every claim, and we keep client data out of public tools. Local languages, humour and symbols still need local people.</p>
<blockquote>AI makes a good team faster. It does not make an unclear brand clear.</blockquote>
<p>If you are curious how this could work for your business, start small: one campaign, one research sprint, measured against what you do today.</p>`,
  },
  {
    slug: 'creating-memorable-brand-experiences',
    title: 'Creating Memorable Brand Experiences',
    excerpt: 'People forget logos. They remember how a brand made them feel at the counter, on the phone and in the app. Four principles we use to design experiences that stick.',
    author: AUTHORS['grace-uwase'],
    date: '2024-03-08',
    readTime: '4 min read',
    category: 'Brand Strategy',
    tags: ['Brand Strategy', 'Customer Experience', 'Identity'],
    related: ['ai-in-modern-branding', 'data-driven-design-decisions'],
    content: `
<p>A memorable brand is not the one with the loudest advert. It is the one whose every touchpoint tells the same story: the sign outside the shop, the tone of a WhatsApp reply, the receipt, the follow-up call.</p>
<h2>1. Start from one clear promise</h2>
<p>Write down, in one sentence, what you promise your customer. Every experience you design should prove that sentence. If a touchpoint does not, change it or remove it.</p>
<h2>2. Design the moments that matter</h2>
<p>Map the customer's journey and find the two or three moments where they decide to trust you: the first visit, the first problem, the first repeat purchase. Put your energy there before you polish anything else.</p>
<h2>3. Be consistent, not identical</h2>
<p>A market stall in Nakasero and a corporate office in Kigali need different materials, but the same voice, colours and values. Good guidelines give teams freedom inside clear limits.</p>
<h2>4. Measure what people remember</h2>
<p>Ask customers what they recall a week later. Their words are the best test of whether your brand experience is working, and the best brief for what to improve next.</p>
<p>Memorable brands are built on purpose, one honest moment at a time.</p>`,
  },
  {
    slug: 'data-driven-design-decisions',
    title: 'Making Data-Driven Design Decisions',
    excerpt: 'Taste matters, but so does evidence. How we combine analytics, testing and customer research so that every design choice can be explained and defended.',
    author: AUTHORS['daniel-mugisha'],
    date: '2024-02-28',
    readTime: '6 min read',
    category: 'Data Analytics',
    tags: ['Data', 'Design', 'Analytics', 'Testing'],
    related: ['creating-memorable-brand-experiences', 'ai-in-modern-branding'],
    content: `
<p>"We like the blue one" is not a strategy. When a client invests in a new identity, website or campaign, they deserve to know why a design was chosen and how it will be judged. That is what data-driven design means to us.</p>
<h2>Begin with a question</h2>
<p>Data is only useful when it answers something. Before a project starts we agree on the questions: Who is not buying today, and why? Which page loses the most visitors? Which message makes people call?</p>
<h2>Mix numbers and voices</h2>
<p>Analytics tell us <em>what</em> people do; interviews tell us <em>why</em>. We pair both. A drop-off on a checkout page means little until a customer explains that mobile money was hard to find.</p>
<h2>Test before you scale</h2>
<ol>
  <li>Build two versions of the key page, advert or pack.</li>
  <li>Show them to a real audience, in the real channel.</li>
  <li>Decide on the result you agreed on in advance, not on opinion.</li>
</ol>
<h2>Keep measuring after launch</h2>
<p>A launch is the start of learning. Dashboards that track awareness, engagement and conversion show where the brand is working and where it needs care, month after month.</p>
<p>Good design still needs craft and courage. Data simply makes sure that courage is pointed in the right direction.</p>`,
  },
  {
    slug: 'future-of-motion-graphics',
    title: 'The Future of Motion Graphics',
    excerpt: 'Short-form video, 3D and real-time tools are reshaping motion design. What it means for brands that want to be seen, and understood, on small screens.',
    author: AUTHORS['ruth-nakato'],
    date: '2024-02-20',
    readTime: '4 min read',
    category: 'Motion Design',
    tags: ['Motion Graphics', 'Video', 'Animation', 'Social Media'],
    related: ['ai-in-modern-branding', 'creating-memorable-brand-experiences'],
    content: `
<p>Most of your customers now meet your brand on a phone, with the sound off, between two other videos. Motion graphics are how a brand earns those first three seconds.</p>
<h2>Short, vertical and silent-first</h2>
<p>Stories, reels and short videos reward clear motion: bold type, simple shapes and captions that carry the message without audio. We design for the vertical frame first and adapt to wide screens after.</p>
<h2>3D becomes everyday</h2>
<p>Tools that once needed a studio now run on a laptop. Product turntables, animated packaging and 3D logos are within reach of growing brands, not only multinationals.</p>
<h2>Motion as part of the identity</h2>
<p>The next step is motion guidelines: how your logo enters, how fast things move, how transitions feel. A brand that moves consistently is recognised even before the logo appears.</p>
<h2>Explain, don't only impress</h2>
<p>The best motion work makes something complicated simple, like a mobile-money flow, an insurance product or a farming technique. That is where animation pays for itself.</p>
<p>Motion is no longer a luxury finish. It is how modern brands speak.</p>`,
  },
];

export function findArticle(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}

export const categories: string[] = Array.from(new Set(articles.map((a) => a.category)));
