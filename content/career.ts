/** /career page content: 'What We Offer You' tabs, perks and the Latest Careers cards. */
import type { CareerTopic, Job, Picture, Point } from './types';
import { site } from './site';

const careerImage = (file: string, alt: string): Picture => ({
  src: `/images/career/${file}.svg`,
  alt,
  width: 800,
  height: 600,
});

export const careerTopics: CareerTopic[] = [
  {
    title: `Life At ${site.shortName}`,
    paragraphs: [
      `${site.name} is a compact team, so everyone sees how their work reaches the customer: a quotation becomes a delivery, a print file becomes a set of cable markers, and a termination you supervise becomes a live circuit.`,
      'Days are split between our Sharjah office, store and workshop and customer sites across the UAE. We work to clear procedures and safety rules, and we expect people to ask questions and help each other.',
    ],
    image: careerImage('life', 'Team members working together in an office and workshop'),
  },
  {
    title: 'Shaping Impactful Solutions',
    paragraphs: [
      'Our products end up in gas processing plants, utilities networks, solar farms and landmark buildings. The glands you select, the enclosures you build and the labels you print have to perform for decades in heat, dust and salt air.',
      'You will work directly with engineers and contractors to solve real installation problems, from choosing a barrier gland for a hazardous area to planning cable cut lengths for a whole substation.',
    ],
    image: careerImage('impact', 'Engineer installing cable glands on an industrial enclosure'),
  },
  {
    title: 'Learning That Fuels Growth',
    paragraphs: [
      'New starters learn the product range through hands-on sessions in our workshop and store, followed by manufacturer training on cable glands, termination, heat shrink and labelling systems.',
      'We support recognised technical certifications, such as hazardous-area competency courses, and give people responsibility early, with an experienced colleague alongside them until they are ready to lead.',
    ],
    image: careerImage('learning', 'Technician learning cable preparation at a training bench'),
  },
  {
    title: 'Every Voice Matters',
    paragraphs: [
      'Many of our best improvements, from better kitting of termination materials to faster print-shop workflows, came from the people doing the work. We listen, test ideas quickly and adopt what works.',
      'Our team comes from many nationalities and backgrounds. Regular team meetings and open access to management mean that concerns are raised early and suggestions reach the people who can act on them.',
    ],
    image: careerImage('voice', 'Team meeting with colleagues sharing ideas around a table'),
  },
];

export const perks: Point[] = [
  {
    title: 'Flexible Work Schedule',
    text: 'Office and site hours are planned around project needs and personal commitments, with time back after extended site work.',
  },
  {
    title: 'International Collaborations',
    text: 'Work alongside manufacturers, EPC contractors and engineering consultants from around the world on projects in the UAE and the region.',
  },
  {
    title: 'Top of the Line Resources',
    text: 'Use professional termination tools, industrial label printers and marking equipment, and current manufacturer documentation and software.',
  },
  {
    title: 'Support and Benefits',
    text: 'Employment visa, medical insurance and paid annual leave, plus company-funded technical training and certification.',
  },
];

export const jobs: Job[] = [
  {
    title: 'Sales Engineer – Cable Management',
    location: 'Sharjah, UAE',
    type: 'Full-time',
    summary:
      'Develop accounts with contractors and consultants, select cable management and termination products against project specifications, and prepare technical submittals and quotations.',
  },
  {
    title: 'Cable Termination Technician',
    location: 'Site-based, UAE',
    type: 'Full-time',
    summary:
      'Prepare and terminate power and instrumentation cables, fit cable glands in safe and hazardous areas, and guide customer crews on correct installation practice.',
  },
  {
    title: 'Estimation Engineer – E&I Bulk Materials',
    location: 'Sharjah, UAE',
    type: 'Full-time',
    summary:
      'Take off quantities from drawings and cable schedules, build bills of material for E&I bulk packages and coordinate supplier offers for competitive quotations.',
  },
  {
    title: 'Storekeeper',
    location: 'Sharjah, UAE',
    type: 'Full-time',
    summary:
      'Receive, inspect and record incoming goods, keep stock accurate in the inventory system, and pick, pack and dispatch orders to customer sites.',
  },
  {
    title: 'Print Shop Operator',
    location: 'Sharjah, UAE',
    type: 'Full-time',
    summary:
      'Produce cable markers, equipment tags, engraved plates and labels from customer schedules using thermal, laser and engraving equipment, and check every batch before dispatch.',
  },
  {
    title: 'Procurement Officer',
    location: 'Sharjah, UAE',
    type: 'Full-time',
    summary:
      "Source products from qualified manufacturers and the vendor lists of our customers' projects, negotiate lead times and terms, and track purchase orders and certification documents through to delivery.",
  },
];
