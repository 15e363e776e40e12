/**
 * Terms & Conditions and Privacy Policy. Clause headings carry no numbers: the page numbers them.
 * The privacy policy describes what the site really does: one enquiry form sent through EmailJS,
 * no database, no analytics, no first-party cookies, an embedded Google Maps frame on /contact-us,
 * and server logs kept by the static host. Review it whenever any of that changes.
 */
import { fullAddress, site } from './site';
import type { LegalDocument } from './types';

export const terms: LegalDocument = {
  path: '/terms-condition',
  updated: 'July 2025',
  intro: [
    `These Terms and Conditions apply to your use of this website and to every quotation, order, supply of goods and service provided by ${site.legalName} ("we", "us", "our"), ${site.registration}, ${site.address.locality}, ${site.address.country}. "You" and "the customer" mean the person or company that uses the website, requests a quotation or places an order with us.`,
    'Please read them before you request a quotation or place an order. Where we and the customer have signed a separate written supply agreement, that agreement takes precedence over these Terms to the extent that the two differ.',
  ],
  clauses: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By using this website, requesting a quotation or placing an order, you accept these Terms. If you do not accept them, please do not use the website or place an order with us.',
        "These Terms apply in place of any terms printed on or referred to in the customer's purchase order, request for quotation or other documents, unless we have agreed to those terms in writing and the agreement is signed by an authorised representative of our company.",
      ],
    },
    {
      id: 'business-scope',
      heading: 'Business Scope',
      paragraphs: [
        `${site.legalName} supplies cable management systems, cable termination products, enclosures and junction boxes, and electrical and instrumentation bulk materials to industrial, construction, utilities, solar, oil and gas and landscape projects, and provides related services: customised enclosures, cable termination support, industrial labelling, cable cutting and labelling, and transit inspection and design.`,
        "Product descriptions, datasheets, technical guidance and images on this website are for general information. They are not an offer to sell and do not replace the manufacturer's current documentation. The customer, or its engineer, remains responsible for confirming that the selected products suit the intended application, including ingress protection, temperature range, cable dimensions and, for hazardous areas, the required certification and marking.",
      ],
    },
    {
      id: 'quotations',
      heading: 'Quotations',
      paragraphs: [
        'All prices are quoted in UAE dirhams (AED) and are exclusive of 5% UAE VAT, which is added to the invoice at the rate in force on the date of supply. A quotation is valid for the period stated in the quotation; after that period, prices, quantities and lead times must be reconfirmed by us before an order can be accepted.',
        'A quotation is based on the specifications, drawings and quantities supplied by the customer at the time of the request. Any change to those details may change the price and lead time.',
      ],
      bullets: [
        'Delivery charges, packing for export, customs duties and third-party inspection or testing are included only where the quotation says so.',
        'Lead times are estimates based on stock and manufacturer availability on the date of the quotation.',
        'Clerical errors in a quotation or invoice may be corrected by us, and we will tell the customer before the corrected figure applies.',
      ],
    },
    {
      id: 'orders-and-payment-terms',
      heading: 'Orders and Payment Terms',
      paragraphs: [
        'Orders must be placed in writing, normally as a purchase order that refers to our quotation number. A contract is formed only when we confirm the order in writing or deliver the goods, whichever happens first.',
        'Payment is due on the terms stated in the quotation or in the credit terms we have agreed with the customer in writing. For new accounts, customised items and non-stock items we may require full or part payment in advance. Invoices are issued in AED and include VAT as a separate line.',
      ],
      bullets: [
        'If an invoice is not paid when due, we may suspend further deliveries and services for that customer until the account is brought up to date.',
        'Items cut, printed, assembled or ordered specially for the customer, such as cut cable lengths, printed markers and customised enclosures, cannot be cancelled once production or procurement has started, unless we agree otherwise in writing; the customer then pays for the work done and materials committed.',
        'Bank charges on incoming payments are for the account of the customer.',
      ],
    },
    {
      id: 'delivery-and-risk',
      heading: 'Delivery and Risk',
      paragraphs: [
        'Delivery takes place at the location and on the terms stated in the quotation or order confirmation. Where no delivery terms are stated, goods are made available for collection at our warehouse in Sharjah. Delivery dates are given in good faith; we will inform the customer promptly of any expected delay.',
        'Risk of loss or damage passes to the customer on delivery or collection. Ownership of the goods passes to the customer once we have received payment in full.',
        'The customer must check the goods on receipt and note any visible damage or shortage on the delivery note, and confirm it to us in writing within 2 working days. Partial deliveries are allowed unless the order states otherwise, and each partial delivery may be invoiced separately.',
      ],
    },
    {
      id: 'returns-and-warranty',
      heading: 'Returns and Warranty',
      paragraphs: [
        'Defective items must be reported to us in writing and returned within 7 working days of delivery, with the delivery note or invoice number, a description of the defect and, where possible, photographs. Once we have confirmed the defect, we will repair or replace the item or issue a credit note for its price, at our choice.',
        "Goods carry the manufacturer's warranty, which we pass on to the customer, and we handle warranty claims with the manufacturer on the customer's behalf. The warranty does not cover faults caused by incorrect selection, installation, storage or use, by failure to follow the manufacturer's instructions, by modification, or by normal wear.",
      ],
      bullets: [
        'Items returned for reasons other than a defect are accepted only with our prior written agreement, unused and in their original packaging.',
        'Items cut, printed, assembled or made to order for the customer are not returnable unless they are defective.',
        "Certified hazardous-area equipment that has been opened, drilled or modified outside the manufacturer's instructions cannot be returned or covered by warranty.",
      ],
    },
    {
      id: 'third-party-websites',
      heading: 'Third-Party Websites',
      paragraphs: [
        "This website may link to or embed content from third-party websites, such as manufacturers' sites, social media pages and map services. We do not control those websites and are not responsible for their content, availability or privacy practices. Your use of them is governed by their own terms.",
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      paragraphs: [
        `The text, images, graphics, layout and logo on this website, and the drawings, layouts and documents we prepare for a quotation or order, belong to ${site.legalName} or are used under licence. You may view and print them for your own business use in dealing with us, but you may not copy, publish or adapt them for any other purpose without our written consent.`,
        "Manufacturers' names, product names and trademarks belong to their owners. Drawings and specifications supplied by the customer remain the customer's property, and we use them only to quote for and fulfil the customer's order.",
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        'We take care to keep the information on this website accurate, but it is provided as general information and we do not guarantee that it is complete, current or free from error.',
        "To the extent permitted by UAE law, we are not liable for indirect or consequential loss, loss of profit, revenue or production, downtime, or penalties or liquidated damages under the customer's contracts with others. Our total liability arising from any order is limited to the price paid for the goods or services that gave rise to the claim.",
        'Nothing in these Terms limits or excludes liability that cannot be limited or excluded under UAE law, including liability for fraud or gross negligence.',
      ],
    },
    {
      id: 'confidentiality',
      heading: 'Confidentiality',
      paragraphs: [
        'Each party will keep confidential the technical and commercial information it receives from the other in connection with a quotation or order, including drawings, specifications, project details and prices, and will use it only for that quotation or order.',
        'This does not apply to information that is already public, that the receiving party already held lawfully, or that must be disclosed by law or by order of a competent authority.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      paragraphs: [
        'These Terms, and every quotation, order and contract to which they apply, are governed by the laws of the United Arab Emirates as applied in the Emirate of Sharjah. In these Terms, "UAE law" means those laws.',
      ],
    },
    {
      id: 'force-majeure',
      heading: 'Force Majeure',
      paragraphs: [
        'Neither party is liable for a delay or failure to perform its obligations, other than an obligation to pay, caused by events beyond its reasonable control, including natural disasters, epidemics, war, civil unrest, government action, port or shipping disruption, and failures of manufacturers or carriers caused by such events.',
        'The affected party will notify the other promptly and take reasonable steps to limit the effect. If the event continues for more than 60 days, either party may cancel the unperformed part of the order by written notice, and we will refund any advance payment for goods not delivered and services not performed.',
      ],
    },
    {
      id: 'jurisdiction',
      heading: 'Jurisdiction',
      paragraphs: [
        'The parties will first try to settle any dispute by good-faith discussion between their management. If a dispute is not settled within 30 days, the courts of Sharjah, United Arab Emirates, have exclusive jurisdiction to decide it.',
      ],
    },
    {
      id: 'updates-to-these-terms',
      heading: 'Updates to These Terms',
      paragraphs: [
        'We may update these Terms from time to time. The updated version is published on this page with a new "Last updated" date and applies to use of the website from that date and to quotations issued and orders accepted after it. Orders already accepted remain under the Terms in force when they were accepted.',
        `Questions about these Terms can be sent to ${site.email}.`,
      ],
    },
  ],
};

export const privacy: LegalDocument = {
  path: '/privacy-policy',
  updated: 'July 2025',
  intro: [
    `This Privacy Policy explains how ${site.legalName} ("we", "us", "our"), ${site.registration}, collects, uses, shares and protects personal data when you use this website, send us an enquiry or send us your CV. We are the controller of that data. Our contact details are in the "Your Rights" section below.`,
    `The website is a static information site. It has no user accounts, no database and no analytics or advertising tools. The only personal data it collects is what you type into the quote and contact form, and the technical data every web server records. Job applications reach us by e-mail, at ${site.careersEmail}, and this policy covers them too.`,
  ],
  clauses: [
    {
      id: 'purpose',
      heading: 'Purpose',
      paragraphs: [
        'This policy sets out what personal data we process, why, on what basis, who receives it, how long we keep it and the rights you have over it, as required by the UAE data protection law, Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.',
        `It applies to personal data collected through this website and to the CVs and applications sent to ${site.careersEmail}. It does not cover websites we link to, which have their own policies.`,
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Data We Collect',
      paragraphs: [
        'We collect two kinds of personal data, described below. We do not ask for sensitive personal data, such as health, religious or identity-document details; please do not include it in your message.',
      ],
      bullets: [
        'Enquiry data, from the quote and contact form: your name, phone number and e-mail address, the service type if you choose one (optional), and your message, including any personal data you choose to put in it. Nothing is collected until you press the send button.',
        `Job applications: the CV, covering letter and any certificates or references you e-mail to ${site.careersEmail}, with the contact details and work history they contain. Please leave out passport, Emirates ID and visa copies until we ask for them later in the hiring process.`,
        "Server log data: when you visit any page, the hosting provider's servers automatically record your IP address, the date and time, the page requested and your browser's user-agent string. The e-mail-sending service also receives your IP address when your browser sends the form.",
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How We Use Your Data',
      paragraphs: [
        'We use the details you send through the form only to deal with your enquiry: to reply to you, prepare and follow up a quotation, and, if you place an order, to manage that order. We process this data because it is needed to take the steps you have asked for before entering into a contract with us, and, by submitting the form, you consent to that use.',
        'CVs and applications are used only to assess you for the opening you applied for or, for an unsolicited CV, for suitable openings, and to contact you about them. We process them because you sent them to us for that purpose, and you can withdraw them at any time.',
        'Server logs are used only to keep the website running securely: to detect and block misuse and attacks, and to diagnose technical faults.',
        'We do not use your data for automated decision-making or profiling, and we do not add you to a marketing list. We will send you marketing messages only if you ask us to, and you can stop them at any time.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing Your Data',
      paragraphs: [
        'We do not sell, rent or trade your personal data. We share it only with the service providers the website needs to work, each acting under its own terms and privacy policy:',
      ],
      bullets: [
        'EmailJS, the e-mail-sending service that carries the form from your browser to our mailbox. It acts as our processor and handles the form content only to deliver it to us.',
        'Our website hosting provider, which serves the pages and keeps the server logs.',
        'Google, the provider of the map embedded on the contact page, which receives your IP address and browser details when the map is shown.',
        'Public authorities, where UAE law or a court order requires us to disclose data.',
      ],
    },
    {
      id: 'storage-and-security',
      heading: 'Storage and Security',
      paragraphs: [
        'Form submissions are encrypted in transit with TLS, from your browser to the e-mail-sending service and on to our company mailbox. The website itself stores nothing: your enquiry exists only as an e-mail in our mailbox, which is protected by password and access controls and is open only to the staff who handle enquiries. CVs are kept in the careers mailbox and seen only by management and the manager hiring for the role; they are never shared outside the company without your permission.',
        'Our service providers may store or process data on servers outside the UAE. We use only providers that apply appropriate technical and organisational security measures to the data they handle for us.',
        'We keep personal data only for as long as we need it:',
      ],
      bullets: [
        'Enquiries that do not lead to a quotation or order are deleted within 24 months of our last contact with you.',
        'Enquiries that lead to a quotation or order become part of our business records and are kept for seven years, the period for which UAE corporate tax law requires business records to be kept, and then deleted.',
        'CVs and applications that do not lead to employment are deleted 12 months after we receive them, or sooner if you ask. If you join us, your application becomes part of your employment file.',
        'Server logs are kept by the hosting provider for a limited period under its own retention settings and then deleted automatically. The e-mail-sending service may keep a short delivery log under its own settings.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      paragraphs: [
        `Under UAE data protection law you have the rights listed below. To exercise any of them, write to ${site.email} or to ${site.legalName}, ${fullAddress}. We may ask you to confirm your identity before we act on the request, and we will respond within 30 days.`,
        'If you are not satisfied with our reply, you may complain to the UAE Data Office.',
      ],
      bullets: [
        'Access: ask whether we hold personal data about you and receive a copy of it.',
        'Correction: have inaccurate or incomplete data corrected.',
        'Deletion: have your data deleted when we no longer need it or have no lawful reason to keep it.',
        'Objection and restriction: object to, or ask us to limit, the processing of your data.',
        'Withdrawal of consent: withdraw your consent at any time, without affecting processing carried out before you withdrew it.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'This website sets no cookies of its own and uses no analytics, tracking or advertising cookies.',
        'The contact page embeds a Google Maps frame. When the map is shown, Google may set its own cookies and collect data under its own privacy and cookie policy, which we do not control. If you prefer to avoid them, you can block third-party cookies in your browser settings; the rest of the website will work normally.',
      ],
    },
    {
      id: 'policy-updates',
      heading: 'Policy Updates',
      paragraphs: [
        'We will update this policy when the website, the services it uses or the law changes. The current version is always published on this page with its "Last updated" date. If a change affects how we use data you have already sent us, we will tell you by e-mail before the change applies to it.',
      ],
    },
  ],
};
