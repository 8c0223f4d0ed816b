import type { TKnowledgeSeed } from './assistant-seed.js';

/** The demo store's knowledge base in English; the same facts under the same keys as the Chinese file. */
export const DEMO_KNOWLEDGE_EN: TKnowledgeSeed[] = [
  {
    key: 'hours',
    question: 'What are your opening hours?',
    tags: 'hours, open, opening time, close, closing time, when, today, weekend, Saturday, Sunday, holidays, late, early',
    answer:
      'We are open **every day, 08:00–22:00**, weekends and public holidays included. Last orders at **21:30**.\n\n' +
      'Any change (e.g. Chinese New Year) is announced in the store and in our WeChat mini program "Galaxy Coffee".',
  },
  {
    key: 'address',
    question: 'Where is the store and how do I get there?',
    tags: 'address, street, location, located, where, find, directions, route, metro, subway, bus, Xujiahui, map',
    answer:
      '📍 **88 Caoxi North Road, Xuhui District, Shanghai**\n\n' +
      '- Metro: Lines 1 / 9 / 11, **Xujiahui station**, exit 7, then a 5-minute walk\n' +
      '- Bus: Xujiahui stop, 3-minute walk\n- Maps: search for "Galaxy Coffee Caoxi North Road"',
  },
  {
    key: 'menu',
    question: 'What coffee do you serve and how much does it cost?',
    tags: 'menu, price, prices, cost, expensive, coffee, drinks, latte, americano, espresso, cappuccino, flat white, mocha, pour-over, cold brew, size',
    answer:
      '| Drink | Regular |\n| --- | --- |\n| Espresso | ¥22 |\n| Americano | ¥24 |\n| Latte | ¥28 |\n' +
      '| Cappuccino | ¥28 |\n| Flat White | ¥30 |\n| Mocha | ¥32 |\n| Cold Brew | ¥32 |\n| Single-origin pour-over | from ¥38 |\n\n' +
      'Large +¥4; iced drinks cost the same. Ask about "seasonal drinks" for the limited menu.',
  },
  {
    key: 'seasonal',
    question: 'What seasonal drinks do you have right now?',
    tags: 'seasonal, limited, special, specials, new, signature, recommend, osmanthus, chestnut, gingerbread, autumn, winter',
    answer:
      'This autumn and winter:\n\n- **Osmanthus Latte** ¥34\n- **Chestnut Oat Latte** ¥36\n' +
      '- **Gingerbread Latte** ¥34 (December only)\n\nThe limited menu changes every season; new drinks are announced in the mini program.',
  },
  {
    key: 'milk',
    question: 'Can I swap to oat milk or another plant-based milk?',
    tags: 'oat milk, plant-based, non-dairy, dairy-free, coconut, almond, soy, lactose-free, lactose intolerant, vegan, alternative',
    answer:
      'Yes, every milk drink can be made with:\n\n- Oat milk +¥3\n- Coconut milk +¥3\n- Soy milk +¥3\n' +
      '- Lactose-free milk +¥3\n- Almond milk +¥4\n\nIf you are lactose intolerant, oat or lactose-free milk works best.',
  },
  {
    key: 'decaf',
    question: 'Do you have caffeine-free drinks?',
    tags: 'decaf, decaffeinated, caffeine, no caffeine, pregnant, evening, sleep, herbal tea, hot chocolate, juice, kids, children',
    answer:
      'Yes:\n\n- **Decaf**: any espresso drink with decaf beans, +¥3\n- Chamomile herbal tea ¥26\n' +
      '- Fresh orange juice ¥26\n- Hot chocolate ¥28 (cocoa has a little natural caffeine)\n- Hot milk ¥18\n\n' +
      'Pregnant, or coffee late in the evening? Try a decaf latte.',
  },
  {
    key: 'custom',
    question: 'Can I adjust the sweetness and ice?',
    tags: 'sweetness, sugar, less sugar, sugar-free, no ice, less ice, hot, extra shot, syrup, vanilla, caramel, hazelnut, customize, taste',
    answer:
      'Make it your way:\n\n- Sweetness: no sugar / less sugar / regular\n- Ice: none / light / regular, or served hot\n' +
      '- Extra espresso shot +¥6\n- Syrup (vanilla, caramel, hazelnut) +¥4\n\nTell the barista or pick the options in the mini program.',
  },
  {
    key: 'food',
    question: 'What food do you have? Do you serve light meals?',
    tags: 'food, eat, meals, light meals, lunch, dinner, snacks, sandwich, cake, dessert, pastry, croissant, wrap, soup, hungry',
    answer:
      '| Food | Price |\n| --- | --- |\n| Butter croissant | ¥18 |\n| Basque cheesecake | ¥32 |\n' +
      '| Avocado & egg sandwich | ¥38 |\n| Chicken Caesar wrap | ¥36 |\n| Soup of the day | ¥28 |\n\n' +
      'Light meals 11:00–20:00, desserts all day, while stocks last.',
  },
  {
    key: 'breakfast',
    question: 'Do you have a breakfast set?',
    tags: 'breakfast, morning, combo, set, deal, bundle, before work, early',
    answer:
      'Yes, from **08:00 to 10:30**:\n\n- Americano + croissant ¥36\n- Latte + avocado & egg sandwich ¥56\n\n' +
      'Other espresso drinks for the price difference.',
  },
  {
    key: 'allergens',
    question: 'Which allergens are in your food?',
    tags: 'allergy, allergies, allergic, allergens, nuts, peanuts, gluten, gluten-free, wheat, dairy, eggs, ingredients, celiac',
    answer:
      'Common allergens: **milk, gluten (wheat), eggs and nuts** (almond milk, hazelnut syrup, some desserts).\n\n' +
      "- Each item's allergens are on its label at the counter; our staff can tell you more\n" +
      '- Gluten-free: oat energy balls ¥16\n\nOur kitchen shares equipment, so we **cannot guarantee** any item is allergen-free.',
  },
  {
    key: 'delivery',
    question: 'Do you deliver, and what is the delivery fee?',
    tags: 'delivery, deliver, takeaway, Meituan, Ele.me, delivery fee, free delivery, range, distance, km, how long, arrive, bring, send',
    answer:
      'Yes, **09:00–21:00**:\n\n- Platforms: Meituan, Ele.me and our WeChat mini program "Galaxy Coffee"\n' +
      '- Range: within 3 km of the store\n- Fee: ¥5, free on mini program orders over ¥60\n- Usually arrives in 30–45 minutes',
  },
  {
    key: 'pickup',
    question: 'How do I order online and pick up in store?',
    tags: 'pick-up, pickup, collect, order ahead, online order, mini program, skip the queue, line, pick-up code, ready',
    answer:
      'Order in our WeChat mini program "Galaxy Coffee" and choose **pick-up**; it is usually ready within 10 minutes.\n\n' +
      'Collect it from the pick-up shelf with your order code, no queueing. Drinks taste best within 15 minutes.',
  },
  {
    key: 'reservation',
    question: 'Can I reserve a table?',
    tags: 'reserve, reservation, book, booking, table, seats, party, private event, birthday, venue, hire, group of friends',
    answer:
      'Tables are first come, first served; we do not take bookings for small tables.\n\n' +
      'Groups of **8 or more** can book the back area (up to 20 people) by phone a day ahead; for a private event, ' +
      'contact us at least a week ahead: 021-00000000.',
  },
  {
    key: 'group',
    question: 'How do I place a bulk order for my company?',
    tags: 'group order, bulk, large order, company, office, meeting, team, corporate, afternoon tea, catering, dozens, cups',
    answer:
      'For orders of 20+ cups, contact us **a day ahead**:\n\n- Phone 021-00000000 or "Group order" in the mini program\n' +
      '- **10% off** from 30 cups\n- Delivery to offices within 3 km, company invoices available',
  },
  {
    key: 'membership',
    question: 'How do I become a member and use my points?',
    tags: 'member, membership, points, join, sign up, loyalty, rewards, redeem, birthday, member day, discount, benefits',
    answer:
      'Join for free in our WeChat mini program "Galaxy Coffee":\n\n- 1 point per ¥1 spent; **300 points = a regular latte**\n' +
      '- Member Wednesday: second drink half price\n- A free drink in your birthday month',
  },
  {
    key: 'wifi',
    question: 'Do you have Wi-Fi and power sockets?',
    tags: 'wifi, wi-fi, internet, password, network, sockets, power, outlets, plug, charge, charger, laptop, work, study',
    answer:
      'Free Wi-Fi "**GalaxyCoffee**"; the password is on your receipt and at the counter.\n\n' +
      'The window bar and the long table have sockets; laptops welcome. At weekend peaks (14:00–17:00) please share tables.',
  },
  {
    key: 'pets',
    question: 'Can I bring my pet?',
    tags: 'pets, pet-friendly, dog, dogs, puppy, cat, cats, animals, guide dog, service dog',
    answer:
      'Welcome! The outdoor terrace is pet-friendly and we have water bowls.\n\n' +
      'Indoors, please keep pets in a carrier or stroller; guide dogs and other service dogs may go anywhere.',
  },
  {
    key: 'parking',
    question: 'Is there parking nearby?',
    tags: 'parking, park, car, drive, driving, garage, car park, parking fee, scooter, shared bikes',
    answer:
      'We have no car park of our own. The nearest is the **Grand Gateway 66 underground car park**, a 5-minute walk ' +
      '(about ¥15/hour).\n\nScooters and shared bikes can use the parking area in front of the store.',
  },
  {
    key: 'payment',
    question: 'Which payment methods do you accept?',
    tags: 'pay, payment, WeChat Pay, Alipay, card, credit card, Visa, Mastercard, cash, Apple Pay, UnionPay, e-CNY, accept',
    answer:
      'We accept:\n\n- WeChat Pay, Alipay, UnionPay QuickPass, e-CNY\n- Visa / Mastercard / UnionPay cards, Apple Pay\n' +
      '- Cash\n- Galaxy Coffee gift cards',
  },
  {
    key: 'invoice',
    question: 'Can I get an invoice (fapiao)?',
    tags: 'invoice, fapiao, receipt, VAT, tax, company, reimbursement, expense, billing, tax number',
    answer:
      'Yes, an **electronic general fapiao**: scan the QR code on your receipt, or tap "Invoice" on the order in the ' +
      'mini program, within 30 days.\n\nFor a special VAT fapiao, ask our staff or call 021-00000000.',
  },
  {
    key: 'refund',
    question: 'What if I am not happy with my drink or want a refund?',
    tags: 'refund, money back, cancel, cancel order, remake, wrong, unhappy, complaint, mistake, spilled, return',
    answer:
      '- Wrong or not to your taste: tell us at the counter and we **remake it for free**\n' +
      '- Mini program orders can be cancelled before we start making them\n' +
      '- Made orders or delivery problems: contact the store or the delivery platform\n\n' +
      'Refunds go back to the original payment in 1–3 working days.',
  },
  {
    key: 'giftcard',
    question: 'Do you sell gift cards, and how do they work?',
    tags: 'gift card, gift, present, voucher, stored value, balance, top up, e-card, buy for a friend',
    answer:
      'Yes. **E-gift cards** (¥100 / ¥200 / ¥500) in the mini program can be sent to WeChat friends; plastic cards are ' +
      'sold in store.\n\n- Valid for 3 years, in store and in the mini program\n' +
      '- Check the balance under "My gift cards"\n- Not exchangeable for cash',
  },
  {
    key: 'beans',
    question: 'Do you sell coffee beans?',
    tags: 'beans, coffee beans, buy beans, bag, retail, roast, fresh, grind, ground, Yirgacheffe, Colombia, Yunnan, blend, origin, take home',
    answer:
      '| Beans (250 g) | Price |\n| --- | --- |\n| Galaxy House Blend | ¥88 |\n| Ethiopia Yirgacheffe | ¥108 |\n' +
      '| Colombia Huila | ¥98 |\n| Yunnan Baoshan | ¥78 |\n\nAll roasted within 30 days; we grind them for free.',
  },
  {
    key: 'brewing',
    question: 'How do I brew good coffee at home?',
    tags: 'brew, brewing, home, pour-over, recipe, ratio, water temperature, grind size, French press, store, storage, tips, guide, make',
    answer:
      'Pour-over recipe:\n\n1. 15 g coffee, medium-fine grind, water at 92 °C\n2. Ratio 1:15, 225 ml water in total\n' +
      '3. Bloom 30 seconds, finish at 2:30–3:00\n\nFrench press: coarse grind, steep 4 minutes. Keep beans airtight and ' +
      'dark, finish them within a month of opening, and never in the fridge.',
  },
  {
    key: 'events',
    question: 'Do you run coffee classes or events?',
    tags: 'events, classes, class, workshop, course, latte art, cupping, training, learn, lesson, sign up, weekend',
    answer:
      '- **Pour-over workshop**: Saturdays 14:00, 2 hours, ¥128 (100 g of beans included)\n' +
      '- **Latte art class**: monthly, ¥198\n- **Free cupping**: first Sunday of the month, 10:00\n\n' +
      'Up to 8 people each; sign up under "Events" in the mini program.',
  },
  {
    key: 'accessibility',
    question: 'Is the store wheelchair accessible?',
    tags: 'access, accessible, accessibility, wheelchair, ramp, disabled, disability, toilet, restroom, bathroom, stroller, steps, mobility',
    answer:
      'Yes: a step-free ramp at the entrance, wide aisles for wheelchairs and strollers, and an accessible restroom.\n\n' +
      'Ask our staff to carry drinks to your seat any time; guide dogs are welcome.',
  },
  {
    key: 'contact',
    question: 'How can I contact the store?',
    tags: 'contact, phone, call, number, email, WeChat, customer service, talk to, staff, feedback, complaint, partnership',
    answer:
      '- Phone: **021-00000000** (08:00–22:00)\n- WeChat official account / mini program: Galaxy Coffee\n' +
      '- Email: hello@galaxycoffee.example\n- Address: 88 Caoxi North Road, Xuhui District, Shanghai',
  },
  {
    key: 'cup',
    question: 'Is there a discount for bringing my own cup?',
    tags: 'own cup, reusable cup, tumbler, mug, bring, eco, environment, plastic, straw, sustainability, discount, save',
    answer:
      'Yes! Bring your own cup and get **¥2 off** any drink.\n\n' +
      'We use paper straws and compostable lids, and keep plastic to a minimum for takeaway too.',
  },
];

/** The entry only the draft assistant has: what an operator is trying before publishing it. */
export const DRAFT_KNOWLEDGE_EN: TKnowledgeSeed = {
  key: 'student',
  question: 'Do you have a student discount?',
  tags: 'student, students, student card, student ID, discount, university, college, school',
  answer: 'With a valid student ID, **20% off** any drink Monday to Friday, 14:00–17:00 (new, on trial).',
};
