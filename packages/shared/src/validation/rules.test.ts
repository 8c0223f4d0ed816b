import { describe, expect, it } from 'vitest';
import {
  isAccount,
  isEditorEmpty,
  isEmail,
  isFloat,
  isIdNumber,
  isMobile,
  isName,
  isPassword,
  isPhone,
  zAccount,
  zEditorRequired,
  zPassword,
  zPhone,
  zRequired,
} from './rules.js';

describe('account rule (3-15, starts with a letter, letters/digits/underscore)', () => {
  it('accepts the boundaries', () => {
    expect(isAccount('a_b')).toBe(true); // exactly 3 characters: the minimum
    expect(isAccount('abcdefghijklmno')).toBe(true); // 15
  });
  it('refuses too short, too long, a leading digit and other characters', () => {
    expect(isAccount('ab')).toBe(false);
    expect(isAccount('a_')).toBe(false);
    expect(isAccount('abcdefghijklmnop')).toBe(false); // 16
    expect(isAccount('1abc')).toBe(false);
    expect(isAccount('_abc')).toBe(false);
    expect(isAccount('ab-c')).toBe(false);
    expect(isAccount('abc d')).toBe(false);
    expect(isAccount('张三abc')).toBe(false);
  });
  it('gives the catalogue key as the message', () => {
    const result = zAccount.safeParse('1abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.account');
  });
});

describe('password rule (6-32, none of & < > " \')', () => {
  it('accepts 6 and 32 characters with other symbols', () => {
    expect(isPassword('abc123')).toBe(true);
    expect(isPassword('x'.repeat(32))).toBe(true);
    expect(isPassword('p@ss!#$%^*()_+=-')).toBe(true);
    expect(isPassword('密码密码密码')).toBe(true);
  });
  it('refuses 5 and 33 characters', () => {
    expect(isPassword('abc12')).toBe(false);
    expect(isPassword('x'.repeat(33))).toBe(false);
  });
  it.each(['&', '<', '>', '"', "'"])('refuses the forbidden character %s', (char) => {
    expect(isPassword(`abc${char}123`)).toBe(false);
    expect(zPassword.safeParse(`abc${char}123`).error?.issues[0]?.message).toBe('validation.password');
  });
  it('refuses line breaks', () => {
    expect(isPassword('abc\n1234')).toBe(false);
  });
});

describe('other rules', () => {
  it('mobile: 11 digits starting 13-19', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('12800138000')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('138001380001')).toBe(false);
  });
  it('ID number: 15 digits, or 18 with a valid check character', () => {
    expect(isIdNumber('11010519491231002X')).toBe(true);
    expect(isIdNumber('11010519491231002x')).toBe(true);
    expect(isIdNumber('110105194912310021')).toBe(false); // wrong check character
    expect(isIdNumber('110105491231002')).toBe(true);
    expect(isIdNumber('1101051949123100')).toBe(false);
  });
  it('email', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.com')).toBe(false);
    expect(isEmail(`${'a'.repeat(95)}@b.com`)).toBe(false);
  });
  it('name: letter, CJK or underscore first, then also digits', () => {
    expect(isName('张三')).toBe(true);
    expect(isName('store_1')).toBe(true);
    expect(isName('1store')).toBe(false);
    expect(isName('a b')).toBe(false);
  });
  it('float', () => {
    expect(isFloat('1')).toBe(true);
    expect(isFloat('-1.25')).toBe(true);
    expect(isFloat('1.')).toBe(false);
    expect(isFloat('abc')).toBe(false);
  });
  it('required: blank after trimming is missing', () => {
    expect(zRequired.safeParse('  ').error?.issues[0]?.message).toBe('validation.required');
    expect(zRequired.safeParse(' x ').data).toBe('x');
  });
  it('editor required: markup with no text or media is empty', () => {
    expect(isEditorEmpty('<p><br></p>')).toBe(true);
    expect(isEditorEmpty('<p>&nbsp;</p>')).toBe(true);
    expect(isEditorEmpty('<p><img src="a.png"></p>')).toBe(false);
    expect(isEditorEmpty('<p>hi</p>')).toBe(false);
    expect(zEditorRequired.safeParse('<p></p>').error?.issues[0]?.message).toBe('validation.contentEmpty');
  });
});

describe('phone rule (a store card and the site contacts)', () => {
  it('accepts numbers as people write them, extensions included', () => {
    for (const phone of ['021-5555 0000', '+86 (21) 5555-0000', '400-000-0000 #8', '010 1234 5678,2']) {
      expect(isPhone(phone), phone).toBe(true);
    }
  });
  it('refuses letters and marks without a digit; empty means none given', () => {
    for (const phone of ['call us', '021-5555 ext 1', '+-()', '#']) expect(isPhone(phone), phone).toBe(false);
    expect(zPhone.parse('  ')).toBe('');
    expect(zPhone.safeParse('+-()').error?.issues[0]?.message).toBe('validation.phone');
    expect(zPhone.safeParse('1'.repeat(31)).error?.issues[0]?.message).toBe('validation.tooLong');
  });
});
