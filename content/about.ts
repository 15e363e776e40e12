/** /about page content. The banner heading and tagline come from the route table. */
import type { Picture, Point } from './types';
import { site } from './site';

export interface AboutSection {
  heading: string;
  paragraphs: string[];
  image: Picture;
}

export interface AboutStatement {
  heading: string;
  text: string;
}

export interface AboutContent {
  whoWeAre: AboutSection;
  vision: AboutStatement;
  mission: AboutStatement;
  /** Shown beside the vision and mission statements. */
  visionImage: Picture;
  values: Point[];
  apart: {
    heading: string;
    cards: Point[];
  };
}

export const about: AboutContent = {
  whoWeAre: {
    heading: 'Who We Are',
    paragraphs: [
      `${site.name} was founded in September 2018 by a two-member team in Sharjah, with one aim: to give contractors and plant operators in the UAE a supplier that understands the products it sells and stands behind them on site. From that start we have grown into a technical supply and service partner with our own store, print shop and workshop.`,
      'With 6+ years of experience, we supply safe-area and hazardous-area enclosures and junction boxes, IP68 connectors and re-enterable gels, power and instrumentation cables, cable glands and accessories, lugs and termination tools, identification and labelling systems, cable management systems, cable ties and fixings, heat shrink sleeves and moulded shapes, in-ground power supply units and E&I bulk materials. Alongside supply we build customised enclosures, support cable termination, print industrial labels and markers, cut and label cables to length, and inspect and design cable and pipe transits.',
      'Our customers work in oil and gas, utilities, solar, construction, industrial and automation, and landscape projects. Each sector brings its own standards, from ATEX/IECEx hazardous-area certification to IP68 submersion ratings and MEP site schedules, and we match products, documentation and delivery to them.',
    ],
    image: {
      src: '/images/about/who-we-are.svg',
      alt: 'Engineers reviewing cable termination products in a warehouse',
      width: 800,
      height: 600,
    },
  },
  vision: {
    heading: 'Our Vision',
    text: 'To be the technical partner engineers and contractors across the UAE and the region call first for cable management, cable termination and E&I bulk solutions, trusted for correct selection, certified products and reliable delivery.',
  },
  mission: {
    heading: 'Our Mission',
    text: 'To supply certified, fit-for-purpose products with the engineering advice, customisation and on-site support that make every installation safe, compliant and on schedule, and to keep our promises on quality, lead time and after-sales service.',
  },
  visionImage: {
    src: '/images/about/vision-mission.svg',
    alt: 'Engineer inspecting cable glands on an industrial enclosure',
    width: 800,
    height: 600,
  },
  values: [
    {
      title: 'Quality',
      text: 'We supply products from manufacturers we have qualified, with their certificates and full traceability, and check every order against the specification before it leaves our store.',
    },
    {
      title: 'Technical Excellence',
      text: 'Our team knows the standards behind each product, from gland ingress and hazardous-area ratings to conductor ranges and heat shrink performance, and applies them to every selection.',
    },
    {
      title: 'Customer Commitment',
      text: 'We answer quickly, deliver to the site schedule and stay involved after supply, through termination, testing and handover.',
    },
    {
      title: 'Integrity',
      text: 'We quote what meets the specification, state lead times honestly and tell customers when a product is not the right fit for the application.',
    },
  ],
  apart: {
    heading: 'What Sets Us Apart',
    cards: [
      {
        title: 'Our Approach',
        text: 'We start from the application: cable construction, environment, hazardous-area zone and installation method. We then propose the product, the documentation and the support that go with it, rather than just a price against a part number.',
      },
      {
        title: 'Team of Experts',
        text: 'Sales engineers, termination technicians and print-shop operators work as one team, so the person who quotes your glands can also train your crew to install them.',
      },
      {
        title: '6+ Years of Experience',
        text: 'Since September 2018 we have supplied and supported gas plants, utilities networks, solar farms and landmark construction projects, and that site experience shapes every recommendation we make.',
      },
    ],
  },
};
