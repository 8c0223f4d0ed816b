/**
 * The store-domain synonym table: words customers use for what a store's knowledge says otherwise, in both
 * languages. Each line is one meaning: every word on it becomes the line's first word, in the question and in
 * the knowledge alike, so 礼拜六 meets 周末 and "booking" meets 预约 across languages. Written from the kinds of
 * things every seeded store's knowledge covers (hours, place, phone, prices, delivery, booking, offers), not
 * from any evaluation question; product names are left to the store's own tags.
 */
const TABLE = `
周末 礼拜六 礼拜天 礼拜日 星期六 星期天 星期日 周六 周日 weekend saturday sunday
节假日 假日 节日 假期 holiday
营业 营业时间 开门 关门 打烊 关店 开店 营业中 hours open close shut
几点 什么时候 多久 何时 when time
晚上 夜里 夜间 晚间 傍晚 晚市 半夜 深夜 凌晨 evening night midnight
今天 今晚 今日 today tonight
早上 上午 早晨 早点 早饭 早餐 过早 morning breakfast
中午 午饭 午餐 lunch noon
下午 午后 afternoon
地址 位置 在哪 在哪儿 在哪里 哪里 地方 怎么走 路线 导航 门牌 address location located where directions street
电话 号码 座机 手机号 联系方式 联系 打电话 phone call ring telephone contact
价格 多少钱 价钱 价位 啥价 怎么卖 什么价 收多少 几块 钱 price cost prices
便宜 实惠 cheap cheapest cheaper
打折 折扣 优惠 五折 半价 特价 促销 discount deal sale half-price
外卖 外送 配送 送货 送餐 送到 上门 到家 送 delivery deliver
打包 带走 自提 外带 takeaway pick-up pickup
快递 邮寄 寄 ship shipping post mail
预约 预订 预定 订座 订位 订桌 订 book booking reserve reservation appointment
入场 门票 票价 入场费 ticket admission
含 包含 包括 include included including
免费 不要钱 不收费 free
收费 收钱 要钱 付费 charge fee
推荐 招牌 特色 必点 recommend signature speciality specialty
介绍 简介 introduce introduction
菜单 菜品 menu dish
儿童 小孩 小孩子 孩子 小朋友 宝宝 娃 儿子 女儿 children child kid kids son daughter toddler baby
辣 辣味 麻辣 辣椒 辣度 spicy spice chilli chili
不辣 清淡 清汤 不吃辣 怕辣 mild
素 素食 吃素 素菜 vegetarian veggie meat-free
停车 停哪 停车位 车位 停车场 泊车 parking park
地铁 地铁站 metro subway underground
座位 位子 空位 seat seats seating
无线网 无线 上网 wifi wi-fi internet
洗手间 厕所 卫生间 toilet toilets restroom bathroom washroom
付款 支付 付钱 买单 结账 刷卡 现金 pay payment card cash
会员 会员卡 积分 member membership
排队 等位 排号 queue wait waiting
退款 退钱 退货 refund return
发票 收据 小票 invoice receipt
过敏 过敏原 allergy allergic allergen
宠物 pet pets
生日 birthday
无障碍 轮椅 wheelchair accessible
重做 重新做 redo remake
大杯 large
中杯 medium
小杯 small
寸 英寸 inch
公里 km kilometre kilometer radius
`;

/** Every word of the table, lower-case, with the meaning it stands for. */
export const SYNONYMS: ReadonlyMap<string, string> = new Map(
  TABLE.trim()
    .split('\n')
    .flatMap((line) => {
      const [meaning, ...words] = line.trim().split(/\s+/);
      return meaning ? [meaning, ...words].map((word) => [word, meaning] as const) : [];
    }),
);

const EN_NUMBERS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');
const ZH_DIGITS: Record<string, number> = {
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
/** Chinese measure words a number is read before: 九点, 两天, 六寸, 三十五杯. */
const ZH_UNITS = '点寸杯天个斤两份位分钟小时公里岁号折块元只种档款';

function chineseNumber(text: string): number {
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text];
  if (!text.includes('十')) return ZH_DIGITS[ones ?? ''] ?? 0;
  return (tens ? (ZH_DIGITS[tens] ?? 1) : 1) * 10 + (ones ? (ZH_DIGITS[ones] ?? 0) : 0);
}

/**
 * Numbers as digits, so "six inch", 六寸 and 6寸 meet: English number words up to twelve, and Chinese
 * numerals up to 九十九 before a measure word (三十五杯 → 35杯, 九点 → 9点; 三鲜 stays).
 */
export function normalizeNumbers(text: string): string {
  return text
    .replace(/\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g, (word) =>
      String(EN_NUMBERS.indexOf(word)),
    )
    .replace(
      new RegExp(
        `([一二两三四五六七八九]?十[一二三四五六七八九]?|[零一二两三四五六七八九])(?=[${ZH_UNITS}])`,
        'g',
      ),
      (numeral) => String(chineseNumber(numeral)),
    );
}
