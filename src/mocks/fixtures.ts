/**
 * The demo backend's data: one client user (and one non-client user, to show the role gate), eight
 * advertisers and their optimisation records. Stories, unit tests and the demo mode all use it.
 */
import { toOptimization } from '../api/optimizations'
import type { Optimization } from '../domain/optimizations'

export interface DemoUser {
  readonly email: string
  readonly password: string
  readonly name: string
  readonly mobile: string | null
  readonly role: string
}

export const demoUser: DemoUser = {
  email: 'demo@clientportal.test',
  password: 'demo-password',
  name: 'Dana Whitfield',
  mobile: '+1 (555) 014-2290',
  role: 'client',
}

/** Signs in fine, but the portal's role gate turns the session away. */
export const agencyUser: DemoUser = {
  email: 'agency@clientportal.test',
  password: 'demo-password',
  name: 'Morgan Ellis',
  mobile: null,
  role: 'Agency_Admin',
}

/** A client with 2,000 advertisers (every tenth name twice): the portal at scale. */
export const scaleUser: DemoUser = {
  email: 'scale@clientportal.test',
  password: 'demo-password',
  name: 'Sam Rivera',
  mobile: '+1 (555) 010-4477',
  role: 'client',
}

export const users: readonly DemoUser[] = [demoUser, agencyUser, scaleUser]

const regions = ['North', 'South', 'East', 'West', 'Central']
const trades = [
  'Auto Group',
  'Dental',
  'Realty',
  'Coffee Co.',
  'Outdoor',
  'Health',
  'Home Services',
]

/** `count` advertiser records with plausible names; every tenth repeats the one before it. */
export function generatedAdvertisers(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const n = index % 10 === 9 ? index - 1 : index
    const name = `${regions[n % regions.length]} ${trades[n % trades.length]} ${String(n + 1).padStart(4, '0')}`
    return {
      _id: `gen-${index + 1}`,
      advertiser: name,
      facebook: `/demo-reports/facebook.html?advertiser=${encodeURIComponent(name)}`,
    }
  })
}

/** Demo report pages ship with the demo (src/mocks/static/demo-reports), one per channel. */
const report = (channel: string, advertiser: string) =>
  `/demo-reports/${channel}.html?advertiser=${encodeURIComponent(advertiser)}`

/**
 * Advertiser records as the backend sends them. They use every id field the spec allows (id, _id,
 * advertiserId), one uses `name` instead of `advertiser`, one name appears twice, one has no links,
 * and the links are a mix of relative, absolute, space-padded and empty.
 */
export const advertiserRecords = [
  {
    _id: 'adv-001',
    advertiser: 'Northwind Outdoor Co.',
    facebook: report('facebook', 'Northwind Outdoor Co.'),
    instagram: report('instagram', 'Northwind Outdoor Co.'),
    tiktok: report('tiktok', 'Northwind Outdoor Co.'),
    youtube: report('youtube', 'Northwind Outdoor Co.'),
    ctv: report('ctv', 'Northwind Outdoor Co.'),
    display: report('display', 'Northwind Outdoor Co.'),
    cinema: report('cinema', 'Northwind Outdoor Co.'),
  },
  {
    _id: 'adv-002',
    advertiser: 'Harbor & Pine Realty',
    facebook: `  ${report('facebook', 'Harbor & Pine Realty')}  `,
    googleSearch: report('googleSearch', 'Harbor & Pine Realty'),
    display: report('display', 'Harbor & Pine Realty'),
    dooh: report('dooh', 'Harbor & Pine Realty'),
    tiktok: '',
  },
  {
    id: 'adv-003',
    advertiser: 'Brightline Dental Group',
    facebook: report('facebook', 'Brightline Dental Group'),
    instagram: report('instagram', 'Brightline Dental Group'),
    googleSearch: report('googleSearch', 'Brightline Dental Group'),
    mobile: report('mobile', 'Brightline Dental Group'),
    video: report('video', 'Brightline Dental Group'),
  },
  {
    advertiserId: 'adv-004',
    name: 'Summit Ridge Auto',
    x: report('x', 'Summit Ridge Auto'),
    truthSocial: report('truthSocial', 'Summit Ridge Auto'),
    rumble: report('rumble', 'Summit Ridge Auto'),
    audio: report('audio', 'Summit Ridge Auto'),
    ingame: report('ingame', 'Summit Ridge Auto'),
    youtube: '   ',
  },
  {
    _id: 'adv-005',
    advertiser: 'Copperleaf Coffee Roasters',
    instagram: report('instagram', 'Copperleaf Coffee Roasters'),
    tiktok: report('tiktok', 'Copperleaf Coffee Roasters'),
    youtube: report('youtube', 'Copperleaf Coffee Roasters'),
    audio: report('audio', 'Copperleaf Coffee Roasters'),
  },
  {
    _id: 'adv-006',
    advertiser: 'Harbor & Pine Realty',
    facebook: report('facebook', 'Harbor & Pine Realty (second account)'),
  },
  { _id: 'adv-007', advertiser: 'Meridian Health Partners' },
  {
    _id: 'adv-008',
    advertiser: 'Atlas Home Services',
    ctv: report('ctv', 'Atlas Home Services'),
    video: report('video', 'Atlas Home Services'),
    display: report('display', 'Atlas Home Services'),
    dooh: report('dooh', 'Atlas Home Services'),
    cinema: report('cinema', 'Atlas Home Services'),
  },
] as const

/** The unique names in the order a dropdown lists them. */
export const advertiserNamesSorted = [
  'Atlas Home Services',
  'Brightline Dental Group',
  'Copperleaf Coffee Roasters',
  'Harbor & Pine Realty',
  'Meridian Health Partners',
  'Northwind Outdoor Co.',
  'Summit Ridge Auto',
]

/**
 * Names as long as real records have them (60 characters), one of them a web address with no
 * space to wrap at: what a phone's dropdown, recently viewed list and report title must hold.
 */
export const longAdvertiserNames = [
  'Brightline Family and Cosmetic Dentistry of Greater Columbus',
  'Northern Hemisphere Outdoor Recreation & Camping Supplies Co',
  'northernhemisphereoutdoorrecreationandcampingsupplies.com.au',
] as const

/** KPI values of twelve digits, as large as the backend sends them. */
export const largeKpis = {
  adSpend: '$123,456,789,012.00',
  impressions: '987,654,321,098',
  clicks: '123,456,789,012',
  cpc: '$0.27',
  ctr: '12.34%',
  leads: '456,789,012,345',
  conversions: '234,567,890,123',
  conversionValue: '$987,654,321,098.76',
  roas: '8.00x',
  cpl: '$1,234.56',
}

/** Optimisation records by advertiser id, as the backend sends them; KPI values are text. */
export const optimizationRecords: Readonly<Record<string, unknown>> = {
  'adv-001': {
    notes:
      'Spring outdoor push performing above plan. Paused two underperforming TikTok ad sets on 3/14 and moved budget to CTV.',
    strategyCopy:
      'Lean into CTV and YouTube for reach ahead of Memorial Day, keep Facebook retargeting at 20% of spend, and test a cinema pre-roll in three DMAs.',
    kpis: {
      adSpend: '$48,250.00',
      impressions: '6,412,880',
      clicks: '91,204',
      cpc: '$0.53',
      ctr: '1.42%',
      leads: '1,318',
      conversions: '742',
      conversionValue: '$186,430.00',
      roas: '3.86x',
      cpl: '$36.61',
    },
  },
  'adv-003': {
    notes: 'New-patient campaign launched 4/2. Call tracking added to Google Paid Search.',
    strategyCopy: 'Prioritise search for high-intent "emergency dentist" queries on weekends.',
    kpis: {
      adSpend: '$12,900.00',
      impressions: '904,115',
      clicks: '15,620',
      cpc: '$0.83',
      ctr: '1.73%',
      leads: '412',
      conversions: '188',
      conversionValue: '$61,040.00',
      roas: '4.73x',
      cpl: '$31.31',
    },
  },
  'adv-004': {
    notes: 'Model-year clearance event. Rumble and X creatives refreshed weekly.',
    strategyCopy: '',
    kpis: { adSpend: '$22,410.00', impressions: '2,118,560', clicks: '30,877', ctr: '1.46%' },
  },
}

/** An advertiser's optimisation record as the AI page receives it, for screen stories. */
export function optimizationOf(id: string): Optimization {
  return toOptimization(optimizationRecords[id])
}
