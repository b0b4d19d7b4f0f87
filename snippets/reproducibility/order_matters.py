import math

import numpy as np

x = np.float32(1) / np.arange(1, 10001, dtype=np.float32)  # (1)!


def running_sum(values):  # one float32 rounding after every addition
    total = np.float32(0)
    for v in values:
        total += v
    return total


def pairwise_sum(values):  # each half summed on its own, as kernels split work
    if len(values) <= 8:
        return running_sum(values)
    half = len(values) // 2
    return pairwise_sum(values[:half]) + pairwise_sum(values[half:])


print(f"left to right     {running_sum(x):.9g}")  # (2)!
print(f"right to left     {running_sum(x[::-1]):.9g}")
print(f"in halves         {pairwise_sum(x):.9g}")
print(f"exact, rounded    {np.float32(math.fsum(x.tolist())):.9g}")  # (3)!
