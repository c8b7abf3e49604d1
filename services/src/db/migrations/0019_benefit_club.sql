-- The benefits club (SPEC §2 /benefitclub, §7 GET /financial/benefitclub/pso, §8 "contact the clinic administrator"):
-- a clinic that grants its patients club access (company rule benefits_club_access) charges them its club prices,
-- the consultation and return prices less this discount (basis points: 1000 = 10 %).
ALTER TABLE company_financial
  ADD COLUMN benefit_club_discount_bps int NOT NULL DEFAULT 0 CHECK (benefit_club_discount_bps BETWEEN 0 AND 10000);
