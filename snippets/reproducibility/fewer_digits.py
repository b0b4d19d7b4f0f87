import numpy as np

for loss in (3.8323684, 3.8323691):  # (1)!
    print(f"6 decimals {loss:.6f}   4 decimals {loss:.4f}")

np.testing.assert_allclose(3.8323691, 3.8323684, rtol=1e-5)  # (2)!
print("assert_allclose with rtol=1e-5: passed")
