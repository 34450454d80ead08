/** The words of the resource documents (./documents.mjs lays them out). */
import { CONTACT_PAGE } from './agency.mjs';

export const STARTER_GUIDE = {
  title: 'Brand Starter Guide',
  intro: 'A practical guide for African small and medium businesses that want a brand customers remember, trust and recommend. Five steps, one notebook, thirty days.',
  chapters: [
    {
      title: 'Know why you exist',
      text: 'A brand starts with a reason customers can repeat. Write one sentence that says what you do, for whom, and why it matters to them. Keep it short enough to say at a market stall.',
      actions: ['Write three versions of the sentence and read them aloud.', 'Test each on three customers; keep the words they repeat back to you.', 'Put the winner on your WhatsApp profile and your receipts.'],
      example: '"We deliver fresh vegetables from our farm to Kampala kitchens the morning they are picked." (Green Wave Farm)',
    },
    {
      title: 'Know whom you serve',
      text: 'Describe your best customer as a person: where they live, what they earn, which phone they use, what they fear and what they hope for. Brand for that person first; others will follow.',
      actions: ['List your ten best customers and what they have in common.', 'Call two of them and ask why they chose you.', 'Write a half-page portrait of one of them.'],
      example: 'Grace, 34, runs a salon in Kigali. She buys on her phone at night, trusts recommendations from other owners and hates waiting for deliveries.',
    },
    {
      title: 'Choose how you look',
      text: 'Consistency beats decoration. One logo, two colours and one typeface family used the same way everywhere make a small business look established.',
      actions: ['Collect every place your brand appears: sign, van, receipts, social pages.', 'Pick one logo file, two colours (write the codes down) and one typeface.', 'Replace the old versions everywhere you can this month.'],
    },
    {
      title: 'Choose how you sound',
      text: 'Pick three words for your voice (for example warm, direct, proud) and check every post, sign and message against them before it goes out.',
      actions: ['Write the three words and one sentence that shows each.', 'List five phrases you always use and five you never use.', 'Share the list with everyone who writes for the business.'],
      example: 'Warm: "Karibu! Your order is on its way." Direct: "Delivered by 10am or it is free."',
    },
    {
      title: 'Tell one story a week',
      text: 'Customers remember stories, not slogans. One real story a week, in a customer\'s own words and with their permission, builds more trust than any advert.',
      actions: ['Ask one customer a week what changed for them.', 'Take a photo in natural light, in their own place.', 'Post it with their words, not yours.'],
    },
  ],
  plan: [
    ['Week 1', 'Audit: collect every place the brand appears', 'You have one folder of photos and notes'],
    ['Week 2', 'Fix the basics: logo, colours, typeface', 'Old versions replaced on sign, profile and receipts'],
    ['Week 3', 'Voice: three words and the always/never list', 'Everyone who writes has the list'],
    ['Week 4', 'Story and measure: first story, count enquiries', 'You know this month\'s enquiries, repeat buyers and referrals'],
  ],
  closing: `Keep what works and drop what does not. When you are ready for a full identity, a persona study or a campaign, write to us through ${CONTACT_PAGE} or explore the Resource Hub.`,
};

export const TOOLKIT_CHECKLIST = {
  title: 'Brand Toolkit Checklist',
  intro: 'Tick each item only when it is done and used the same way everywhere. Most businesses finish the list in four to six weeks.',
  groups: [
    { title: 'Identity', items: [
      ['Logo in colour, black and white', 'For light and dark backgrounds, as PNG and SVG.'],
      ['Two brand colours with their codes', 'HEX for screens, CMYK for print; use the palette worksheet.'],
      ['One typeface family', 'Headings and text; a free Google font is fine.'],
      ['A photo style', 'Real people, natural light, your own places.'],
    ] },
    { title: 'Words', items: [
      ['A one-line description of what you do', 'Short enough to say at a market stall.'],
      ['Three voice words', 'Use the voice and tone worksheet.'],
      ['An always / never phrase list', 'Shared with everyone who writes for you.'],
    ] },
    { title: 'Channels', items: [
      ['WhatsApp Business profile', 'Logo, hours, catalogue and a greeting message.'],
      ['Google Business profile', 'Correct address, phone, photos and opening hours.'],
      ['One social page you keep up', 'Better one active page than three empty ones.'],
      ['A template for social posts', 'Same layout, colours and logo position every time.'],
    ] },
    { title: 'Places and things', items: [
      ['Shop sign or stall banner', 'Readable from across the street.'],
      ['Receipts and invoices', 'Logo, colours and your one-line description.'],
      ['Uniforms or name badges', 'Where staff meet customers.'],
      ['Packaging or bags', 'Even a sticker on a plain bag counts.'],
    ] },
    { title: 'Habits', items: [
      ['One customer story a week', 'With permission, in their own words.'],
      ['A monthly count', 'Enquiries, repeat customers and referrals.'],
      ['A yearly review', 'What to keep, what to drop, what to try.'],
    ] },
  ],
  score: '15 or more ticks: your brand is consistent; time to grow it. 8 to 14: finish the identity and words groups first. Fewer than 8: start with the Brand Starter Guide.',
};

export const TOOLKIT_README = [
  'Nyota Creative - Brand Toolkit',
  '',
  'Inside:',
  '- brand-toolkit-checklist.pdf      18 checks in five groups, to print and tick',
  '- colour-palette-worksheet.xlsx    your colours with HEX, RGB and CMYK, where each is used, and a contrast check',
  '- voice-and-tone-worksheet.docx    three voice words, always/never phrases and rewrites',
  '',
  `Start with the checklist. Questions: ${CONTACT_PAGE}.`,
  '',
].join('\r\n');

export const PALETTE_SHEETS = [
  {
    name: 'Palette',
    widths: [18, 18, 12, 8, 8, 8, 22, 40],
    rows: [
      ['Role', 'Colour name', 'HEX', 'R', 'G', 'B', 'CMYK (print)', 'Where it is used'],
      ['Primary', 'Example: Kampala navy', '#0F2C59', 15, 44, 89, '83 / 51 / 0 / 65', 'Logo, headings, buttons'],
      ['Accent', 'Example: Sunrise amber', '#F2A93B', 242, 169, 59, '0 / 30 / 76 / 5', 'Highlights, one call to action per page'],
      ['Dark text', '', '', '', '', '', '', 'Body text on light backgrounds'],
      ['Light background', '', '', '', '', '', '', 'Page and card backgrounds'],
      ['Secondary', '', '', '', '', '', '', 'Charts, illustrations'],
      ['Alert', '', '', '', '', '', '', 'Errors and warnings only'],
      [],
      [{ v: 'Fill the empty rows with your own colours; the examples show the format.', style: 'note' }],
    ],
  },
  {
    name: 'Contrast check',
    widths: [22, 12, 12, 16, 16, 14, 40],
    rows: [
      ['Pair', 'Text HEX', 'Background HEX', 'Text luminance', 'Background luminance', 'Contrast ratio', 'Passes for body text (4.5 or more)?'],
      ['Navy on white', '#0F2C59', '#FFFFFF', 0.026, 1, '=ROUND((MAX(D2,E2)+0.05)/(MIN(D2,E2)+0.05),2)', '=IF(F2>=4.5,"Yes","No")'],
      ['Amber on navy', '#F2A93B', '#0F2C59', 0.48, 0.026, '=ROUND((MAX(D3,E3)+0.05)/(MIN(D3,E3)+0.05),2)', '=IF(F3>=4.5,"Yes","No")'],
      ['White on amber', '#FFFFFF', '#F2A93B', 1, 0.48, '=ROUND((MAX(D4,E4)+0.05)/(MIN(D4,E4)+0.05),2)', '=IF(F4>=4.5,"Yes","No")'],
      ['Your pair', '', '', '', '', '=IF(COUNT(D5:E5)=2,ROUND((MAX(D5,E5)+0.05)/(MIN(D5,E5)+0.05),2),"")', '=IF(F5="","",IF(F5>=4.5,"Yes","No"))'],
      [],
      [{ v: 'Relative luminance from any online contrast checker; the ratio and the verdict fill in themselves.', style: 'note' }],
    ],
  },
];

export const VOICE_WORKSHEET = [
  { title: 'Voice and Tone Worksheet' },
  { subtitle: 'Three words that shape how your brand sounds' },
  { p: 'Your voice stays the same everywhere; your tone changes with the moment (a complaint is not a celebration). Fill this in with the people who write for your business, then keep it next to every draft.' },
  { h2: '1. Our voice in three words' },
  { table: [['Word', 'What it means for us', 'What it does not mean'], ['Example: warm', 'We greet people and use their names', 'Over-familiar or jokey with complaints'], ['', '', ''], ['', '', ''], ['', '', '']] },
  { h2: '2. We always say / we never say' },
  { table: [['We always say', 'We never say'], ['Example: "Karibu! How can we help?"', 'Example: "Dear valued customer"'], ['', ''], ['', ''], ['', '']] },
  { h2: '3. Rewrite practice' },
  { p: 'Rewrite each message in your voice, then read it aloud.' },
  { table: [['Original', 'Our version'], ['Your order has been dispatched.', ''], ['We regret to inform you that the item is out of stock.', ''], ['Payment received. Thank you for your business.', '']] },
  { h2: '4. Tone by moment' },
  { table: [['Moment', 'Our tone', 'Example line'], ['A new customer', 'Welcoming', ''], ['A complaint', 'Calm, owning the problem', ''], ['A launch', 'Proud, specific', ''], ['A late payment', 'Clear, respectful', '']] },
];

export const PERSONA_GUIDE = [
  { title: 'Brand Persona Guide' },
  { subtitle: 'Define the customers your brand serves, in one afternoon' },
  { p: 'Personas turn "our customers" into people your team can picture. This guide takes you from what you already know to three written personas, with interview prompts, worked examples from East African businesses and a way to decide whom to brand for first.' },
  { h2: 'What is inside' },
  { bullets: ['1. Why personas', '2. Gather what you already know', '3. Interview five customers', '4. Find the patterns', '5. Write the persona', '6. Worked examples', '7. Score and choose (with the Persona Score Guide)', '8. Put personas to work'] },
  { h1: '1. Why personas' },
  { p: 'A persona is a short, true-to-life portrait of a group of customers who share a goal and a worry. It is not a demographic table. It tells you what a customer is trying to do, what stops them and which words make them act.' },
  { p: 'Businesses that brand for a named persona write clearer adverts, choose fewer and better channels and stop arguing about taste: the question becomes "would Grace click this?" instead of "do we like blue?".' },
  { h2: 'When to make personas' },
  { bullets: ['Before a new identity, website or campaign.', 'When sales come from a different group than you expected.', 'When a new team member needs to understand the customer fast.'] },
  { h1: '2. Gather what you already know' },
  { p: 'Start with your ten best customers: those who buy often, pay on time and send friends. For each, write down what you know without guessing.' },
  { table: [['Field', 'Example'], ['Town and area', 'Kigali, Kimironko'], ['Work', 'Runs a salon with three staff'], ['How they found you', 'A friend shared your WhatsApp catalogue'], ['What they buy', 'Hair products, monthly, about RWF 120,000'], ['Why they stay', 'Delivery before opening time'], ['Phone and channels', 'Android, WhatsApp, Instagram at night']] },
  { h1: '3. Interview five customers' },
  { p: 'Twenty minutes each, by phone or in person. Ask open questions, listen more than you speak and write down their exact words: they become your copy.' },
  { h2: 'Questions that work' },
  { bullets: ['What were you trying to get done when you first found us?', 'What else did you try before us? What was wrong with it?', 'What almost stopped you from buying?', 'What happened after you started using us?', 'How would you describe us to a friend?', 'If we disappeared tomorrow, what would you do instead?'] },
  { h2: 'Questions to avoid' },
  { bullets: ['"Would you buy X?" (people are polite; ask what they did, not what they would do).', 'Questions that contain the answer ("Isn\'t our delivery fast?").', 'Price questions in the first ten minutes.'] },
  { h1: '4. Find the patterns' },
  { p: 'Lay your notes side by side. Mark every goal in one colour and every worry in another. Two or three patterns will stand out; each pattern becomes a persona. If a customer fits two, place them by their main goal.' },
  { quote: 'Tip: if you have more than four patterns, you are describing products, not people. Merge until each persona needs a different message.' },
  { h1: '5. Write the persona' },
  { p: 'Keep each persona to one page. Use the one-pager in the Persona Tools Package or this template.' },
  { table: [['Section', 'What to write'], ['Name and photo', 'A real-sounding name and an honest photo (not a model)'], ['One-line goal', 'What they are trying to get done'], ['Three frustrations', 'In their words, from the interviews'], ['Channels and devices', 'Where and when they read, watch and buy'], ['What makes them act', 'Proof, price, speed, a friend\'s word...'], ['Quote', 'One sentence a customer actually said']] },
  { h1: '6. Worked examples' },
  { h2: 'Grace, the salon owner (Kigali)' },
  { p: 'Goal: keep her chairs full and her shelves stocked without leaving the salon. Frustrations: late deliveries, suppliers who do not answer at night, products that run out mid-month. Channels: WhatsApp, Instagram after 9pm. Acts on: another owner\'s recommendation and guaranteed delivery times.' },
  { quote: '"If it is not here before I open, it is useless to me."' },
  { h2: 'Moses, the market trader (Kampala)' },
  { p: 'Goal: sell out by evening at a fair margin. Frustrations: prices that change without warning, credit terms he cannot read, heavy loads. Channels: radio in the morning, WhatsApp groups, his phone\'s mobile money. Acts on: clear prices in shillings and a trusted agent.' },
  { quote: '"Tell me the price today and tomorrow. Then I can plan."' },
  { h2: 'Diana, the corporate buyer (Kampala)' },
  { p: 'Goal: suppliers her finance team will approve. Frustrations: missing invoices, no references, slow quotes. Channels: e-mail, LinkedIn, office hours. Acts on: case studies, proper paperwork and a named account manager.' },
  { quote: '"I need to defend this choice in a meeting I will not be in."' },
  { h1: '7. Score and choose' },
  { p: 'You cannot brand for everyone at once. Score each persona from 1 to 5 on reach (how many of them you can reach), value (what each is worth to you over a year) and fit (how well your offer solves their problem). The Persona Score Guide spreadsheet weighs the three (30 / 40 / 30 by default) and ranks your personas.' },
  { table: [['Persona', 'Reach', 'Value', 'Fit', 'Weighted score'], ['Grace', '3', '4', '5', '4.0'], ['Moses', '5', '2', '4', '3.5'], ['Diana', '2', '5', '3', '3.5']] },
  { p: 'Brand for the top persona first. Keep the others in mind, but do not dilute the message for them.' },
  { h1: '8. Put personas to work' },
  { bullets: ['Pin the personas where your team works and in every brief.', 'Before any campaign, write which persona it serves at the top of the brief.', 'Test headlines with two or three people who match the persona.', 'Review the personas every year, or when sales shift.'] },
  { p: `Need help running interviews or turning personas into a brand? Write to us through ${CONTACT_PAGE}. Nyota Creative, Kampala and Kigali.` },
];

export const SCORE_SHEETS = [
  {
    name: 'Persona scores',
    widths: [26, 12, 12, 12, 16, 10, 44],
    rows: [
      ['Persona', 'Reach (1-5)', 'Value (1-5)', 'Fit (1-5)', 'Weighted score', 'Rank', 'Notes'],
      ['Grace, salon owner (Kigali)', 3, 4, 5, '=ROUND(B2*Weights!$B$2+C2*Weights!$B$3+D2*Weights!$B$4,2)', '=RANK(E2,$E$2:$E$7)', 'High fit: delivery guarantee solves her main worry'],
      ['Moses, market trader (Kampala)', 5, 2, 4, '=ROUND(B3*Weights!$B$2+C3*Weights!$B$3+D3*Weights!$B$4,2)', '=RANK(E3,$E$2:$E$7)', 'Large group, low spend per person'],
      ['Diana, corporate buyer', 2, 5, 3, '=ROUND(B4*Weights!$B$2+C4*Weights!$B$3+D4*Weights!$B$4,2)', '=RANK(E4,$E$2:$E$7)', 'Needs case studies and paperwork'],
      ['Your persona 4', '', '', '', '=IF(COUNT(B5:D5)=3,ROUND(B5*Weights!$B$2+C5*Weights!$B$3+D5*Weights!$B$4,2),"")', '=IF(E5="","",RANK(E5,$E$2:$E$7))', ''],
      ['Your persona 5', '', '', '', '=IF(COUNT(B6:D6)=3,ROUND(B6*Weights!$B$2+C6*Weights!$B$3+D6*Weights!$B$4,2),"")', '=IF(E6="","",RANK(E6,$E$2:$E$7))', ''],
      ['Your persona 6', '', '', '', '=IF(COUNT(B7:D7)=3,ROUND(B7*Weights!$B$2+C7*Weights!$B$3+D7*Weights!$B$4,2),"")', '=IF(E7="","",RANK(E7,$E$2:$E$7))', ''],
      [],
      [{ v: 'Brand for rank 1 first. Change the weights on the Weights sheet; the scores and ranks follow.', style: 'note' }],
    ],
  },
  {
    name: 'Weights',
    widths: [16, 10, 60],
    rows: [
      ['Criterion', 'Weight', 'What it measures'],
      ['Reach', { v: 0.3, style: 'pct' }, 'How many people of this persona you can reach with your channels and budget'],
      ['Value', { v: 0.4, style: 'pct' }, 'What one customer of this persona is worth to you over a year'],
      ['Fit', { v: 0.3, style: 'pct' }, 'How well your offer solves this persona\'s main problem today'],
      ['Total', { v: '=SUM(B2:B4)', style: 'pct' }, 'Must be 100%'],
    ],
  },
  {
    name: 'Scoring guide',
    widths: [10, 40, 40, 40],
    rows: [
      ['Score', 'Reach', 'Value', 'Fit'],
      [1, 'Fewer than 100 people you can reach', 'Under UGX 100,000 a year', 'Your offer barely helps'],
      [2, '100 - 1,000', 'UGX 100,000 - 500,000', 'Helps with a side problem'],
      [3, '1,000 - 10,000', 'UGX 500,000 - 2,000,000', 'Helps, but others do it as well'],
      [4, '10,000 - 100,000', 'UGX 2,000,000 - 10,000,000', 'Clearly better than the alternatives'],
      [5, 'More than 100,000', 'More than UGX 10,000,000', 'Solves their main problem; they would miss you'],
    ],
  },
];

export const TOOLS_PACKAGE = {
  title: 'Persona Tools Package',
  intro: 'Four printable tools to research, describe and use your customer personas: an empathy map, a customer journey canvas, a persona one-pager and an interview script. Print on A4 or fill in on screen.',
  howTo: ['Run two to five customer interviews with the script (Tool 4) before filling anything in.', 'Fill one empathy map (Tool 1) per persona, with the customers\' own words.', 'Map one journey (Tool 2) per persona, from first hearing of you to recommending you.', 'Summarise each persona on a one-pager (Tool 3) and pin it where your team works.', 'Score the personas with the Persona Score Guide spreadsheet and brand for the top one first.'],
  contents: [['Empathy map', 'See the world as the persona does', '30 min'], ['Customer journey canvas', 'Find where you lose or delight customers', '45 min'], ['Persona one-pager', 'Share the persona with your team', '20 min'], ['Interview script', 'Ask questions that get true answers', '20 min per call']],
  empathy: [['Says', 'Quotes from the interviews'], ['Thinks', 'What they worry about but may not say'], ['Does', 'What they actually do, every day'], ['Feels', 'Fears, hopes, frustrations'], ['Pains', 'What gets in the way'], ['Gains', 'What success looks like to them']],
  journeyIntro: 'Follow one persona through five stages. For each, note what they do, what they feel and where you can do better.',
  journeyStages: ['Awareness', 'Consideration', 'Purchase', 'Use', 'Recommendation'],
  journeyRows: ['What they do', 'What they feel', 'Where we can do better'],
  onePager: [['Name and photo', 'A real-sounding name, an honest picture'], ['Goal in one line', 'What they are trying to get done'], ['Three frustrations', 'In their own words'], ['Channels and devices', 'Where and when they read and buy'], ['What makes them act', 'Proof, price, speed, a friend\'s word'], ['A quote', 'One sentence a customer actually said']],
  interviewIntro: 'Twenty minutes. Ask about what people did, not what they would do. Write down exact words.',
  /** @type {Array<[string, string[]]>} */
  interview: [
    ['Warm-up (3 min)', ['Tell me about your work and a normal day.', 'Where do you usually hear about new products or services?']],
    ['The story (10 min)', ['What were you trying to get done when you first found us?', 'What did you try before? What was wrong with it?', 'What almost stopped you from buying?', 'What happened after you started?']],
    ['The words (5 min)', ['How would you describe us to a friend?', 'What is the one thing we must never change?']],
    ['Close (2 min)', ['If we disappeared tomorrow, what would you do instead?', 'May we quote you, without your surname?']],
  ],
};
